/// An element made of its opening tag alone, such as `<input>` or `<meta>`.
///
/// ```swift
/// Img(src: "/avatar.png", alt: "Ada's avatar", .width(64), .height(64))
/// ```
public struct HTMLVoidElement<Tag: HTMLVoidTag>: HTML {
    @usableFromInline
    let attributes: [HTMLAttribute]

    @inlinable
    public init(_ attributes: HTMLAttribute...) {
        self.attributes = attributes
    }

    @inlinable
    public init(attributes: [HTMLAttribute]) {
        self.attributes = attributes
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeOpeningTag(Tag.name, attributes: attributes)
    }
}

extension HTMLVoidElement: Sendable {}
