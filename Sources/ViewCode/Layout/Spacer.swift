/// Space that grows to fill a stack, pushing what follows to the far end, like SwiftUI's
/// `Spacer`.
///
/// ```swift
/// HStack {
///     A(href: "/") { "Home" }
///     Spacer()
///     SubmitButton("Sign out")
/// }
/// ```
public struct Spacer: HTML, Sendable {
    @inlinable
    public init() {}

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.write(#"<div class="spacer"></div>"#)
    }
}
