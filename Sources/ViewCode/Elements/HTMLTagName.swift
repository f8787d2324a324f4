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

/// The namespace of tag types. Element types name a tag from here, as in
/// `HTMLElement<HTMLTag.div, Content>`; views use the element aliases such as ``Div``.
public enum HTMLTag {}

/// A tag whose element may hold any HTML, built with ``HTMLBuilder``.
///
/// Tags that hold only text (`<title>`, `<option>`) leave this out, so the compiler refuses
/// markup inside them:
///
/// ```swift
/// Div(.class("card")) { H2("Profile") }   // HTMLTag.div is an HTMLContentTag
/// Input(type: .email, name: "email")     // HTMLTag.input is an HTMLVoidTag
/// ```
public protocol HTMLContentTag: HTMLTagName {}

/// A tag whose element has attributes only: no content and no closing tag.
///
/// ```swift
/// Input(type: .email, name: "email")   // <input type="email" name="email">
/// ```
public protocol HTMLVoidTag: HTMLTagName {}
