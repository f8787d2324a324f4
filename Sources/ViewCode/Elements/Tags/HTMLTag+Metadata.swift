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

extension HTMLTag {
    // Not an `HTMLContentTag`: a script is only ever loaded from a file (the Content-Security-
    // Policy runs no inline script), so the element takes no content.
    public enum script: HTMLTagName { public static var name: StaticString { "script" } }
}

/// `<script>`: a script file of the site, run once the document is parsed:
/// `Script(src: "/js/passkeys.js")`. There is no way to write an inline script.
public typealias Script = HTMLElement<HTMLTag.script, EmptyHTML>

extension HTMLElement where Tag == HTMLTag.script, Content == EmptyHTML {
    /// `<script src defer></script>`: `defer` runs it after the page is parsed, in order.
    @inlinable
    public init(src: String) {
        self.init(storing: HTMLAttributes(.src(src), .defer, then: []), content: EmptyHTML())
    }
}
