extension HTMLVoidElement where Tag == HTMLTag.input {
    /// A form control sent as `name`: `Input(type: .email, name: "email", .required)`.
    @inlinable
    public init(type: InputType, name: String, _ attributes: HTMLAttribute...) {
        self.init(storing: HTMLAttributes(.type(type.rawValue), .name(name), then: attributes))
    }
}

extension HTMLVoidElement where Tag == HTMLTag.img {
    /// An image. `alt` is required; pass `""` for a purely decorative image.
    @inlinable
    public init(src: String, alt: String, _ attributes: HTMLAttribute...) {
        self.init(storing: HTMLAttributes(.src(src), .alt(alt), then: attributes))
    }
}

extension HTMLVoidElement where Tag == HTMLTag.meta {
    /// The encoding of the page: `Meta(charset: "utf-8")`, first in the head.
    @inlinable
    public init(charset: String) {
        self.init(storing: HTMLAttributes(.charset(charset), then: []))
    }

    /// Named metadata: `Meta(name: "description", content: "…")`.
    @inlinable
    public init(name: String, content: String) {
        self.init(storing: HTMLAttributes(.name(name), .content(content), then: []))
    }
}

extension HTMLVoidElement where Tag == HTMLTag.link {
    /// A linked resource: `Link(rel: "stylesheet", href: "/css/app.css")`.
    @inlinable
    public init(rel: String, href: String, _ attributes: HTMLAttribute...) {
        self.init(storing: HTMLAttributes(.rel(rel), .href(href), then: attributes))
    }
}
