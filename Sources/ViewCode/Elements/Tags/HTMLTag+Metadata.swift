/// Tags of the document's head. `<head>` and `<body>` themselves are written by ``Document``.
extension HTMLTag {
    public enum title: HTMLContentTag { public static var name: StaticString { "title" } }
    public enum meta: HTMLVoidTag { public static var name: StaticString { "meta" } }
    public enum link: HTMLVoidTag { public static var name: StaticString { "link" } }
}

/// `<title>`: the document title, text: `Title("Sign in · ScreenKit")`, or pieces of text
/// written one after the other without joining them into a new string first:
/// `Title { page.title; " · "; appName }`.
public typealias Title<Content: HTML> = HTMLElement<HTMLTag.title, Content>

/// `<meta>`: document metadata: `Meta(name: "description", content: …)`.
public typealias Meta = HTMLVoidElement<HTMLTag.meta>

/// `<link>`: a linked resource such as a stylesheet, not a hyperlink (that is ``A``):
/// `Link(rel: "stylesheet", href: "/css/app.css")`.
public typealias Link = HTMLVoidElement<HTMLTag.link>
