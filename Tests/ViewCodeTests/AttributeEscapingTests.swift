import Testing
import ViewCode

/// Every attribute that takes a value, paired with the name it renders as.
private let attributeContexts: [(name: String, make: @Sendable (String) -> HTMLAttribute)] = [
    ("id", { .id($0) }),
    ("class", { .class($0) }),
    ("href", { .href($0) }),
    ("src", { .src($0) }),
    ("action", { .action($0) }),
    ("value", { .value($0) }),
    ("name", { .name($0) }),
    ("title", { .title($0) }),
    ("alt", { .alt($0) }),
    ("for", { .for($0) }),
    ("autocomplete", { .autocomplete($0) }),
    ("placeholder", { .placeholder($0) }),
    ("role", { .role($0) }),
    ("aria-label", { .aria("label", $0) }),
    ("data-user", { .data("user", $0) }),
    ("data-x", { .custom(name: "data-x", value: $0) }),
]

struct AttributeEscapingTests {
    @Test(arguments: HostileStrings.all.filter { !$0.hasPrefix("javascript:") }, attributeContexts.indices)
    func valueReadsBackIntactInItsOwnAttribute(hostile: String, context: Int) throws {
        let (name, make) = attributeContexts[context]
        let markup = Markup(Div(make(hostile)))
        let div = try #require(markup.elements.first)
        #expect(markup.elements.count == 1)
        #expect(div.attributeNames == [name])
        #expect(div[name] == hostile)
        #expect(markup.text.isEmpty)
    }

    @Test(arguments: attributeContexts.indices)
    func everyQuoteAndAngleBracketIsEscaped(context: Int) {
        let (name, make) = attributeContexts[context]
        let html = Span(make(#"<"'&>"#)).renderedString()
        #expect(html == #"<span \#(name)="&lt;&quot;&#39;&amp;&gt;"></span>"#)
    }

    @Test func hiddenFormFieldsAreEscapedToo() throws {
        let field = (name: #"a"b"#, value: #"" onfocus="x"#)
        let markup = Markup(Form(action: "/save", method: .post) {}, hiddenFormFields: [field])
        let input = try #require(markup.elements(named: "input").first)
        #expect(input.attributeNames == ["type", "name", "value"])
        #expect(input["name"] == field.name)
        #expect(input["value"] == field.value)
    }

    @Test func multiByteValuesArePreserved() {
        let html = Div(.title("👩🏽‍💻 café © 日本")).renderedString()
        #expect(html == #"<div title="👩🏽‍💻 café © 日本"></div>"#)
    }

    @Test func controlCharactersInValuesAreReplaced() {
        #expect(Div(.title("a\u{0}b\u{85}c\td")).renderedString() == "<div title=\"a\u{FFFD}b\u{FFFD}c\td\"></div>")
    }

    @Test func booleanAttributesRenderAsTheirNameAlone() {
        let html = Input(type: .checkbox, name: "agree", .required, .checked, .disabled).renderedString()
        #expect(html == #"<input type="checkbox" name="agree" required checked disabled>"#)
    }

    /// Attribute values are scanned in blocks of bytes too: a quote at any offset is replaced.
    @Test func quotesAtEveryOffsetOfSeveralBlocksAreReplaced() {
        for length in [1, 8, 9, 16, 17, 25] {
            for offset in 0..<length {
                for (quote, replacement) in [("\"", "&quot;"), ("'", "&#39;"), ("<", "&lt;")] {
                    var characters = Array(repeating: "b", count: length)
                    characters[offset] = quote
                    let expected = characters.map { $0 == quote ? replacement : $0 }.joined()
                    #expect(Div(.title(characters.joined())).renderedString() == "<div title=\"\(expected)\"></div>")
                }
            }
        }
    }
}
