import Testing
import ViewCode

struct SecureFieldTests {
    @Test(arguments: [String?.none, "Wrong email or password."])
    func neverRendersAValue(error: String?) throws {
        let markup = Markup(SecureField(label: "Password", name: "password", error: error))
        let input = try #require(markup.elements(named: "input").first)
        #expect(input["type"] == "password")
        #expect(!input.has("value"))
        #expect(markup.elements(named: "input").count == 1)
    }

    @Test(arguments: [(Autocomplete.currentPassword, "current-password"), (.newPassword, "new-password")])
    func autocompleteTellsPasswordManagersWhatToDo(autocomplete: Autocomplete, expected: String) throws {
        let input = try #require(Markup(SecureField(label: "P", name: "password", autocomplete: autocomplete)).elements(named: "input").first)
        #expect(input["autocomplete"] == expected)
    }

    @Test func defaultsToTheCurrentPassword() throws {
        let input = try #require(Markup(SecureField(label: "P", name: "password")).elements(named: "input").first)
        #expect(input["autocomplete"] == "current-password")
    }

    @Test func labelAndErrorAreWiredLikeATextField() throws {
        let markup = Markup(SecureField(label: "Password", name: "password", error: "Too short.", required: true,
                                        minLength: 8, maxLength: 128))
        let input = try #require(markup.elements(named: "input").first)
        #expect(markup.elements(named: "label").first?["for"] == input["id"])
        #expect(input["id"] == "field-password")
        #expect(input["aria-invalid"] == "true")
        #expect(markup.element(id: try #require(input["aria-describedby"]))?.classes == ["field-error"])
        #expect(input.has("required"))
        #expect(input["minlength"] == "8")
        #expect(input["maxlength"] == "128")
    }
}
