/// Builds HTML from the statements of a closure, as SwiftUI builds views.
///
/// Every child keeps its static type: a block becomes a chain of ``_HTMLPair``s, an
/// `if`/`else` or `switch` an ``_HTMLConditional``, a `for` loop an array, so rendering a
/// page calls no existential per node. A `String` statement becomes escaped ``Text``.
/// Parameters are `consuming` so each partial result moves into the next, never copied.
///
/// ```swift
/// @HTMLBuilder var content: some HTML {
///     H1("Members")
///     if members.isEmpty {
///         P("No one yet.")
///     } else {
///         UL {
///             for member in members {
///                 LI { member.name }
///             }
///         }
///     }
/// }
/// ```
@resultBuilder
public enum HTMLBuilder {
    /// A statement that is HTML stays as it is.
    @inlinable
    public static func buildExpression<Content: HTML>(_ content: consuming Content) -> Content {
        content
    }

    /// A string statement is text, escaped when rendered.
    @inlinable
    public static func buildExpression(_ text: String) -> Text {
        Text(text)
    }

    /// An optional string statement renders nothing when `nil`.
    @inlinable
    public static func buildExpression(_ text: String?) -> Text? {
        text.map(Text.init)
    }

    /// An empty block renders nothing.
    @inlinable
    public static func buildBlock() -> EmptyHTML {
        EmptyHTML()
    }

    /// The first statement of a block.
    @inlinable
    public static func buildPartialBlock<Content: HTML>(first: consuming Content) -> Content {
        first
    }

    /// Each further statement, paired with those before it.
    @inlinable
    public static func buildPartialBlock<Accumulated: HTML, Next: HTML>(
        accumulated: consuming Accumulated,
        next: consuming Next
    ) -> _HTMLPair<Accumulated, Next> {
        _HTMLPair(accumulated, next)
    }

    /// An `if` without `else`: nothing when the condition is false.
    @inlinable
    public static func buildOptional<Content: HTML>(_ content: consuming Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<First: HTML, Second: HTML>(
        first: consuming First
    ) -> _HTMLConditional<First, Second> {
        .first(first)
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<First: HTML, Second: HTML>(
        second: consuming Second
    ) -> _HTMLConditional<First, Second> {
        .second(second)
    }

    /// The results of a `for` loop, rendered in order.
    @inlinable
    public static func buildArray<Element: HTML>(_ components: consuming [Element]) -> [Element] {
        components
    }
}

/// Nothing; what an empty block builds.
public struct EmptyHTML: HTML, Sendable {
    @inlinable
    public init() {}

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {}
}

/// Elements rendered in order; what a `for` loop builds.
extension Array: HTML where Element: HTML {
    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        for element in self {
            element.render(into: &buffer)
        }
    }
}

/// An absent piece of HTML renders nothing; what an `if` without `else` builds.
extension Optional: HTML where Wrapped: HTML {
    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        if let content = self {
            content.render(into: &buffer)
        }
    }
}
