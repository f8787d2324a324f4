/// A tag an element is written with, as a type, so elements of different tags are different
/// types and can have their own initializers.
///
/// Each tag is an uninhabited enum in ``HTMLTag`` whose `name` is a compile-time literal; an
/// element type pairs one with its content:
///
/// ```swift
/// extension HTMLTag {
///     public enum aside: HTMLContentTag { public static var name: StaticString { "aside" } }
/// }
/// public typealias Aside<Content: HTML> = HTMLElement<HTMLTag.aside, Content>
/// ```
public protocol HTMLTagName: Sendable {
    /// The tag name as written in markup, lower case.
    static var name: StaticString { get }
}
