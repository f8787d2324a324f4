import Testing
import ViewCode

struct TextFieldTests {
    @Test func labelNamesTheInputByID() throws {
        let markup = Markup(TextField(label: "Email", name: "email", value: "ada@example.com", type: .email))
        let label = try #require(markup.elements(named: "label").first)
        let input = try #require(markup.elements(named: "input").first)
        #expect(input["id"] == "field-email")
        #expect(label["for"] == input["id"])
        #expect(input["name"] == "email")
        #expect(input["type"] == "email")
        #expect(input["value"] == "ada@example.com")
        #expect(markup.elements.first?.classes == ["field"])
        #expect(markup.text == "Email")
    }

    @Test func withoutAnErrorThereIsNoErrorState() throws {
        let markup = Markup(TextField(label: "Name", name: "name"))
        let input = try #require(markup.elements(named: "input").first)
        #expect(!input.has("aria-invalid"))
        #expect(!input.has("aria-describedby"))
        #expect(markup.elements(named: "p").isEmpty)
    }

    @Test func anErrorIsAnnouncedWithTheInput() throws {
        let markup = Markup(TextField(label: "Email", name: "email", value: "nope", error: "Enter a valid email address."))
        let input = try #require(markup.elements(named: "input").first)
        #expect(input["aria-invalid"] == "true")
        let describedBy = try #require(input["aria-describedby"])
        let error = try #require(markup.element(id: describedBy))
        #expect(error.name == "p")
        #expect(error.classes == ["field-error"])
        #expect(describedBy == "field-email-error")
        #expect(markup.text.hasSuffix("Error: Enter a valid email address."))
    }

    @Test func theErrorComesAfterTheInput() throws {
        let names = Markup(TextField(label: "A", name: "a", error: "Bad")).elements.map(\.name)
        #expect(names == ["div", "label", "input", "p", "span"])
    }

    @Test(arguments: [true, false])
    func requiredIsSetOnlyWhenAsked(required: Bool) throws {
        let input = try #require(Markup(TextField(label: "A", name: "a", required: required)).elements(named: "input").first)
        #expect(input.has("required") == required)
    }

    @Test(arguments: [nil, 1, 254])
    func maxLengthIsSetOnlyWhenGiven(maxLength: Int?) throws {
        let input = try #require(Markup(TextField(label: "A", name: "a", maxLength: maxLength)).elements(named: "input").first)
        #expect(input["maxlength"] == maxLength.map(String.init))
    }

    @Test(arguments: [(Autocomplete?.none, String?.none), (.email, "email"), (.name, "name"), ("postal-code", "postal-code")])
    func autocompleteIsSetOnlyWhenGiven(autocomplete: Autocomplete?, expected: String?) throws {
        let markup = Markup(TextField(label: "A", name: "a", autocomplete: autocomplete))
        let input = try #require(markup.elements(named: "input").first)
        #expect(input["autocomplete"] == expected)
    }

    @Test func anExplicitIDIsUsedEverywhere() throws {
        let markup = Markup(TextField(label: "Email", name: "email", error: "Bad", id: "signup-email"))
        #expect(markup.elements(named: "label").first?["for"] == "signup-email")
        #expect(markup.elements(named: "input").first?["id"] == "signup-email")
        #expect(markup.elements(named: "input").first?["aria-describedby"] == "signup-email-error")
        #expect(markup.element(id: "signup-email-error")?.name == "p")
    }

    @Test func anEmptyValueWritesNoValueAttribute() throws {
        let input = try #require(Markup(TextField(label: "A", name: "a")).elements(named: "input").first)
        #expect(!input.has("value"))
        #expect(input["type"] == "text")
    }

    @Test func fullMarkupOfAFieldWithAnError() {
        let html = TextField(label: "Email", name: "email", value: "x", type: .email, autocomplete: .email,
                             error: "Bad", required: true, maxLength: 254).renderedString()
        #expect(html == """
            <div class="field"><label for="field-email">Email</label>\
            <input type="email" name="email" value="x" id="field-email" autocomplete="email" required maxlength="254" \
            aria-invalid="true" aria-describedby="field-email-error">\
            <p class="field-error" id="field-email-error"><span class="field-error-prefix">Error:</span> Bad</p></div>
            """)
    }
}
