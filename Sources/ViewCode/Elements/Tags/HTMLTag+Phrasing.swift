/// Tags inside a line of text.
extension HTMLTag {
    public enum a: HTMLContentTag { public static var name: StaticString { "a" } }
    public enum span: HTMLContentTag { public static var name: StaticString { "span" } }
    public enum strong: HTMLContentTag { public static var name: StaticString { "strong" } }
    public enum em: HTMLContentTag { public static var name: StaticString { "em" } }
    public enum small: HTMLContentTag { public static var name: StaticString { "small" } }
    public enum time: HTMLContentTag { public static var name: StaticString { "time" } }
    public enum code: HTMLContentTag { public static var name: StaticString { "code" } }
    public enum img: HTMLVoidTag { public static var name: StaticString { "img" } }
}

/// `<a>`: a hyperlink: `A(href: "/users/1") { "Ada" }`.
public typealias A<Content: HTML> = HTMLElement<HTMLTag.a, Content>

/// `<span>`: inline text with no meaning of its own.
public typealias Span<Content: HTML> = HTMLElement<HTMLTag.span, Content>

/// `<strong>`: text of strong importance.
public typealias Strong<Content: HTML> = HTMLElement<HTMLTag.strong, Content>

/// `<em>`: emphasised text.
public typealias Em<Content: HTML> = HTMLElement<HTMLTag.em, Content>

/// `<small>`: side comments and fine print.
public typealias Small<Content: HTML> = HTMLElement<HTMLTag.small, Content>

/// `<time>`: a date or time: `Time(datetime: "2025-03-01") { "1 March" }`.
public typealias Time<Content: HTML> = HTMLElement<HTMLTag.time, Content>

/// `<code>`: a fragment of computer code, such as a flag: `Code { "--smtp-url" }`.
public typealias Code<Content: HTML> = HTMLElement<HTMLTag.code, Content>

/// `<img>`: an image; `alt` is required: `Img(src: "/logo.png", alt: "ScreenKit")`.
public typealias Img = HTMLVoidElement<HTMLTag.img>
