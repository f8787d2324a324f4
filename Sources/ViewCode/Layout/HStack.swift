/// Children side by side, like SwiftUI's `HStack`: a flex row whose alignment, gap and
/// wrapping are classes from `app.css`.
///
/// ```swift
/// HStack(alignment: .center, spacing: .small, wraps: true) {   // class="hstack align-center gap-3 wrap"
///     SubmitButton("Save")
///     LinkButton("Cancel", href: "/users/1")
/// }
/// ```
public struct HStack<Content: HTML>: HTML {
    @usableFromInline
    let alignment: VerticalAlignment
    @usableFromInline
    let spacing: Spacing
    @usableFromInline
    let wraps: Bool
    @usableFromInline
    let content: Content

    /// - Parameters:
    ///   - alignment: Across the height.
    ///   - spacing: The gap between children, a step of the spacing scale.
    ///   - wraps: Whether children flow onto more lines when the row is too narrow, as on
    ///     a phone; without it they shrink instead.
    @inlinable
    public init(
        alignment: VerticalAlignment = .center,
        spacing: Spacing = .small,
        wraps: Bool = false,
        @HTMLBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.wraps = wraps
        self.content = content()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeStackStart("hstack", alignment: alignment.classLiteral, spacing: spacing, wraps: wraps)
        content.render(into: &buffer)
        buffer.write("</div>")
    }
}

extension HStack: Sendable where Content: Sendable {}
