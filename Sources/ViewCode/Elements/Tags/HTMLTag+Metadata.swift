/// Tags of the document's head. `<head>` and `<body>` themselves are written by ``Document``.
extension HTMLTag {
    public enum title: HTMLTagName { public static var name: StaticString { "title" } }
    public enum meta: HTMLVoidTag { public static var name: StaticString { "meta" } }
    public enum link: HTMLVoidTag { public static var name: StaticString { "link" } }
}

/// `<title>`: the document title, text only: `Title("Sign in · ScreenKit")`.
public typealias Title = HTMLElement<HTMLTag.title, Text>

/// `<meta>`: document metadata: `Meta(name: "description", content: …)`.
public typealias Meta = HTMLVoidElement<HTMLTag.meta>

/// `<link>`: a linked resource such as a stylesheet, not a hyperlink (that is ``A``):
/// `Link(rel: "stylesheet", href: "/css/app.css")`.
public typealias Link = HTMLVoidElement<HTMLTag.link>
