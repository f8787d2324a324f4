/// An element with an opening tag, attributes, content and a closing tag.
///
/// Views use the aliases named after the tags (``Div``, ``A``, ``UL``, …), which add
/// initializers for the attributes their tag needs:
///
/// ```swift
/// Div(.class("profile")) {
///     H1(user.name)
///     P {
///         "Member since "
///         Time(datetime: "2025-03-01") { "March 2025" }
///     }
/// }
/// ```
public struct HTMLElement<Tag: HTMLTagName, Content: HTML>: HTML {
    @usableFromInline
    let attributes: HTMLAttributes
    @usableFromInline
    let content: Content

    @inlinable
    init(storing attributes: HTMLAttributes, content: Content) {
        self.attributes = attributes
        self.content = content
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeOpeningTag(Tag.name, attributes: attributes)
        content.render(into: &buffer)
        buffer.writeClosingTag(Tag.name)
    }
}

extension HTMLElement where Tag: HTMLContentTag {
    /// An element with the given attributes and content.
    @inlinable
    public init(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(attributes), content: content())
    }

    /// An element with attributes gathered in an array, for code that assembles them.
    @inlinable
    public init(attributes: [HTMLAttribute], @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(attributes), content: content())
    }
}

extension HTMLElement where Tag: HTMLContentTag, Content == EmptyHTML {
    /// An element with no content, such as `Div(.class("spacer"))`.
    @inlinable
    public init(_ attributes: HTMLAttribute...) {
        self.init(storing: HTMLAttributes(attributes), content: EmptyHTML())
    }
}

extension HTMLElement where Content == Text {
    /// An element holding only text, escaped: `H1(user.name)`, `Title("Sign in")`.
    @inlinable
    public init(_ text: String, _ attributes: HTMLAttribute...) {
        self.init(storing: HTMLAttributes(attributes), content: Text(text))
    }
}

extension HTMLElement: Sendable where Content: Sendable {}
