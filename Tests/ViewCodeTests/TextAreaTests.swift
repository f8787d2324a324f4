import Testing
import ViewCode

struct TextAreaTests {
    @Test func labelNamesTheTextAreaAndTheValueIsEscapedText() throws {
        let markup = Markup(TextArea(label: "Bio", name: "bio", value: "I <3 \"Swift\"</textarea>", maxLength: 1000, rows: 6))
        let textarea = try #require(markup.elements(named: "textarea").first)
        #expect(markup.elements(named: "label").first?["for"] == textarea["id"])
        #expect(textarea["id"] == "field-bio")
        #expect(textarea["name"] == "bio")
        #expect(textarea["rows"] == "6")
        #expect(textarea["maxlength"] == "1000")
        #expect(!textarea.has("value"))
        #expect(markup.text == "Bio\nI <3 \"Swift\"</textarea>")
        #expect(markup.closingTags == ["label", "textarea", "div"])
    }

    @Test func anErrorIsAnnouncedWithTheTextArea() throws {
        let markup = Markup(TextArea(label: "Bio", name: "bio", error: "Too long."))
        let textarea = try #require(markup.elements(named: "textarea").first)
        #expect(textarea["aria-invalid"] == "true")
        #expect(markup.element(id: try #require(textarea["aria-describedby"]))?.classes == ["field-error"])
    }

    @Test func withoutAnErrorThereIsNoErrorState() throws {
        let markup = Markup(TextArea(label: "Bio", name: "bio"))
        let textarea = try #require(markup.elements(named: "textarea").first)
        #expect(!textarea.has("aria-invalid"))
        #expect(!textarea.has("aria-describedby"))
        #expect(!textarea.has("required"))
        #expect(!textarea.has("maxlength"))
    }
}
