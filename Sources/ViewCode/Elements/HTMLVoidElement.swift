/// An element made of its opening tag alone, such as `<input>` or `<meta>`.
///
/// ```swift
/// Img(src: "/avatar.png", alt: "Ada's avatar", .width(64), .height(64))
/// ```
public struct HTMLVoidElement<Tag: HTMLVoidTag>: HTML {
    @usableFromInline
    let attributes: HTMLAttributes

    @inlinable
    public init(_ attributes: HTMLAttribute...) {
        self.attributes = HTMLAttributes(attributes)
    }

    /// An element with attributes gathered in an array, for code that assembles them.
    @inlinable
    public init(attributes: [HTMLAttribute]) {
        self.attributes = HTMLAttributes(attributes)
    }

    @inlinable
    init(storing attributes: HTMLAttributes) {
        self.attributes = attributes
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeOpeningTag(Tag.name, attributes: attributes)
    }
}

extension HTMLVoidElement: Sendable {}
