/// A ``Document`` whose `<head>` is the same on every page but for the title, rendered once:
/// per page only the title (escaped) and the body are written. The bytes are those
/// `Document` writes for the same head with `Title { title; titleSuffix }` last in it.
///
/// ```swift
/// let frame = PrerenderedDocument(lang: "en", titleSuffix: " · ScreenKit") {
///     Meta(charset: "utf-8")
///     Link(rel: "stylesheet", href: "/css/app.css")
/// }
/// frame.render(into: &buffer, title: "Sign in") { buffer in
///     Main { H1("Sign in") }.render(into: &buffer)
/// }
/// ```
///
/// For a shell every page of a server shares: building a `Document` per page copies its head
/// and counts a reference to each of its parts, which every request thread writes in turn.
public struct PrerenderedDocument: Sendable {
    /// Everything before the title's text: the doctype, `<html>`, the head, `<title>`.
    private let start: Prerendered
    /// The title's suffix, then the end of the head and the start of the body.
    private let afterTitle: Prerendered

    /// - Parameters:
    ///   - lang: The language of the page's text, a BCP 47 tag such as `en` or `pt-BR`.
    ///   - titleSuffix: Written after every page's title, inside `<title>`.
    ///   - head: The head's elements besides the title, which comes after them.
    public init(lang: String = "en", titleSuffix: String, @HTMLBuilder head: () -> some HTML) {
        let head = head()
        start = Prerendered(writing: { buffer in
            buffer.writeDocumentStart(lang: lang)
            head.render(into: &buffer)
            buffer.write("<title>")
        })
        afterTitle = Prerendered(writing: { buffer in
            buffer.writeEscaped(titleSuffix, context: .text)
            buffer.write("</title>")
            buffer.writeBodyStart()
        })
    }

    /// Writes the document with `title` and what `body` writes into `<body>`.
    public func render(into buffer: inout HTMLBuffer, title: String, body: (inout HTMLBuffer) -> Void) {
        start.render(into: &buffer)
        buffer.writeEscaped(title, context: .text)
        afterTitle.render(into: &buffer)
        body(&buffer)
        buffer.writeDocumentEnd()
    }
}
