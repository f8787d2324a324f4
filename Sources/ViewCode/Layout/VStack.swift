/// Children one below the other, like SwiftUI's `VStack`: a flex column whose alignment and
/// gap are classes from `app.css`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: .medium) {   // <div class="vstack align-start gap-4">
///     H1("Profile")
///     P(user.bio)
/// }
/// ```
public struct VStack<Content: HTML>: HTML {
    @usableFromInline
    let alignment: HorizontalAlignment
    @usableFromInline
    let spacing: Spacing
    @usableFromInline
    let content: Content

    /// - Parameters:
    ///   - alignment: Across the width; `.stretch` (the default) makes children full width.
    ///   - spacing: The gap between children, a step of the spacing scale.
    @inlinable
    public init(
        alignment: HorizontalAlignment = .stretch,
        spacing: Spacing = .medium,
        @HTMLBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeStackStart("vstack", alignment: alignment.classLiteral, spacing: spacing, wraps: false)
        content.render(into: &buffer)
        buffer.write("</div>")
    }
}

extension VStack: Sendable where Content: Sendable {}
