/// A whole page: `<!DOCTYPE html>`, `<html lang>`, `<head>` and `<body>`.
///
/// The head holds exactly what `head` builds; a page needs at least the charset, the
/// viewport (for phones) and a title:
///
/// ```swift
/// Document(lang: "en") {
///     Meta(charset: "utf-8")
///     Meta(name: "viewport", content: "width=device-width, initial-scale=1")
///     Title("Sign in · ScreenKit")
///     Link(rel: "stylesheet", href: "/css/app.css")
/// } body: {
///     NavBar(brand: "ScreenKit", links: [], userName: nil, signOutAction: nil)
///     Main { H1("Sign in") }
/// }
/// ```
public struct Document<Head: HTML, Body: HTML>: HTML {
    @usableFromInline
    let lang: String
    @usableFromInline
    let head: Head
    @usableFromInline
    let body: Body

    /// - Parameter lang: The language of the page's text, a BCP 47 tag such as `en` or `pt-BR`.
    @inlinable
    public init(lang: String = "en", @HTMLBuilder head: () -> Head, @HTMLBuilder body: () -> Body) {
        self.lang = lang
        self.head = head()
        self.body = body()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeDocumentStart(lang: lang)
        head.render(into: &buffer)
        buffer.writeBodyStart()
        body.render(into: &buffer)
        buffer.writeDocumentEnd()
    }
}

extension Document: Sendable where Head: Sendable, Body: Sendable {}

extension HTMLBuffer {
    /// Appends everything a document has before its head content.
    @usableFromInline
    mutating func writeDocumentStart(lang: String) {
        write(#"<!DOCTYPE html><html lang=""#)
        writeEscaped(lang, context: .attributeValue)
        write(#""><head>"#)
    }

    /// Ends the head and starts the body.
    @usableFromInline
    mutating func writeBodyStart() {
        write("</head><body>")
    }

    /// Ends the body and the document.
    @usableFromInline
    mutating func writeDocumentEnd() {
        write("</body></html>")
    }
}
