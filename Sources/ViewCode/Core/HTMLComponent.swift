/// HTML written as a composition of other HTML, the way a SwiftUI view is.
///
/// A component is a plain value holding what it shows; its `body` is built with
/// ``HTMLBuilder`` and rendered in its place. Components nest, and the body's type is
/// inferred, so no component pays for type erasure.
///
/// ```swift
/// struct UserRow: HTMLComponent {
///     var name: String
///     var href: String
///
///     var body: some HTML {
///         LI {
///             A(href: href) { name }
///         }
///     }
/// }
/// ```
public protocol HTMLComponent: HTML {
    /// The HTML this component renders as.
    associatedtype Body: HTML

    /// The content of this component, built with ``HTMLBuilder``.
    @HTMLBuilder var body: Body { get }
}

extension HTMLComponent {
    // Inlined into each component's conformance, so its body renders through specialized
    // code instead of looking its nested types' metadata up at run time.
    @inlinable @inline(__always)
    public func render(into buffer: inout HTMLBuffer) {
        body.render(into: &buffer)
    }
}
