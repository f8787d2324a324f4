import ScreenKitTesting
import Testing

/// Attribute syntax: quoting styles, boolean attributes, order and case.
struct AttributeTests {
    @Test func readsEveryQuotingStyleInOrder() throws {
        let document = try HTMLDocument.parse(#"<input type="text" name='q' value=hello required>"#)
        let input = try #require(document.first("input"))
        #expect(input.attributes == [
            ParsedAttribute(name: "type", value: "text"),
            ParsedAttribute(name: "name", value: "q"),
            ParsedAttribute(name: "value", value: "hello"),
            ParsedAttribute(name: "required", value: ""),
        ])
    }

    @Test(arguments: [
        #"<a title="it's > fine">x</a>"#,
        #"<a title='it&apos;s > fine'>x</a>"#,
        #"<a title = "it's > fine" >x</a>"#,
        "<a\ttitle\n=\n'it&#39;s > fine'\n>x</a>",
    ])
    func quotedValuesHoldAnythingButTheirQuote(html: String) throws {
        let document = try HTMLDocument.parse(html)
        #expect(document.first("a")?.attribute("title") == "it's > fine")
        #expect(document.first("a")?.textContent == "x")
    }

    @Test func doubleQuotesInsideSingleQuotes() throws {
        let document = try HTMLDocument.parse(#"<div data-json='{"a":1}'></div>"#)
        #expect(document.first("div")?.attribute("data-json") == #"{"a":1}"#)
    }

    @Test func emptyQuotedValueIsNotAbsent() throws {
        let document = try HTMLDocument.parse(#"<img alt="" src='/a.png'>"#)
        let image = try #require(document.first("img"))
        #expect(image.attribute("alt") == "")
        #expect(image.hasAttribute("alt"))
        #expect(!image.hasAttribute("title"))
        #expect(image.attribute("title") == nil)
    }

    @Test func booleanAttributesBeforeTheEndOfTheTag() throws {
        let document = try HTMLDocument.parse("<input disabled><input checked/><input hidden />")
        #expect(document.inputs.map { $0.attributes.map(\.name) } == [["disabled"], ["checked"], ["hidden"]])
        #expect(document.inputs.allSatisfy { $0.attributes.first?.value == "" })
    }

    @Test func unquotedValuesMayHoldSlashes() throws {
        let document = try HTMLDocument.parse("<a href=/users/1 class=link>Ada</a>")
        let link = try #require(document.first("a"))
        #expect(link.attribute("href") == "/users/1")
        #expect(link.classes == ["link"])
    }

    @Test func namesAreLowerCasedAndValuesKeptAsWritten() throws {
        let document = try HTMLDocument.parse(#"<DIV ID="Main" Data-Role="Panel"></div>"#)
        let div = try #require(document.first("div"))
        #expect(div.name == "div")
        #expect(div.attributes.map(\.name) == ["id", "data-role"])
        #expect(div.id == "Main")
        #expect(div.attribute("DATA-ROLE") == "Panel")
    }

    @Test func classesSplitOnAnyWhitespace() throws {
        let document = try HTMLDocument.parse("<p class=\" a\tb\n c  \"></p><span></span>")
        #expect(document.first("p")?.classes == ["a", "b", "c"])
        #expect(document.first("span")?.classes == [])
    }
}
