import Testing
import ViewCode

struct PrerenderedDocumentTests {
    private let frame = PrerenderedDocument(lang: "pt-BR", titleSuffix: " · Ada & <Co>") {
        Meta(charset: "utf-8")
        Link(rel: "stylesheet", href: "/css/app.css")
    }

    private func rendered(title: String) -> String {
        var buffer = HTMLBuffer()
        frame.render(into: &buffer, title: title) { buffer in
            Main { H1("Hello") }.render(into: &buffer)
        }
        return String(decoding: buffer.takeBytes(), as: UTF8.self)
    }

    @Test func writesWhatADocumentWithTheSameHeadAndTitleWrites() {
        let title = "Sign <in> & \"go\""
        let document = Document(lang: "pt-BR") {
            Meta(charset: "utf-8")
            Link(rel: "stylesheet", href: "/css/app.css")
            Title {
                title
                " · Ada & <Co>"
            }
        } body: {
            Main { H1("Hello") }
        }
        #expect(rendered(title: title) == document.renderedString())
    }

    @Test func escapesEachPagesTitleAndKeepsNothingFromTheLast() {
        let first = rendered(title: "<script>")
        let second = rendered(title: "Members")
        #expect(first.contains("<title>&lt;script&gt; · Ada &amp; &lt;Co&gt;</title>"))
        #expect(second.contains("<title>Members · Ada &amp; &lt;Co&gt;</title>"))
        #expect(!second.contains("script"))
        #expect(second.hasPrefix(#"<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">"#))
        #expect(second.hasSuffix("</main></body></html>"))
    }
}
