import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Profile form screen")
struct EditUserScreenTests {
    let app: UserTestApplication

    init() throws {
        app = try UserTestApplication()
    }

    /// A member signed in, with their profile form open (so its token is in the client).
    func adaOnHerForm() throws -> (User, ScreenClient) {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let client = try app.client(signedInAs: ada.id)
        try client.get("/users/\(ada.id)/edit")
        return (ada, client)
    }

    // MARK: - Signed out

    @Test func aSignedOutVisitorIsSentToSignInAndBackToTheForm() throws {
        try app.store.seedMembers(1)
        let response = try app.client().get("/users/1/edit")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login?next=%2Fusers%2F1%2Fedit")
    }

    @Test func aSignedOutPostIsSentToSignInAndSavesNothing() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let client = app.client()
        try client.takeVisitorToken()
        let response = try client.post("/users/1/edit?from=somewhere", form: ["name": "Hacked", "bio": ""])
        #expect(response.status == .seeOther)
        #expect(response.location == "/login?next=%2Fusers%2F1%2Fedit")
        #expect(try app.users.user(id: ada.id).map { [$0.name, $0.bio] } == [ada.name, ada.bio])
    }

    // MARK: - The form

    @Test func theOwnerGetsALabelledFormWithTheirProfile() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", bio: "Analyst.\nPoet.")
        let response = try app.client(signedInAs: ada.id).get("/users/\(ada.id)/edit")
        #expect(response.status == .ok)
        let page = try response.html()
        page.expectOneHeadingAndLabelledInputs()
        #expect(page.title?.hasPrefix("Edit profile") == true)
        let main = try #require(page.main)
        #expect(main.first("h1")?.normalizedText == "Edit profile")
        let form = try #require(main.forms.first)
        #expect(form.attribute("action") == "/users/\(ada.id)/edit")
        #expect(form.attribute("method") == "post")
        let name = try #require(form.input(named: "name"))
        #expect(name.attribute("value") == "Ada Lovelace")
        #expect(name.attribute("autocomplete") == "name")
        #expect(name.hasAttribute("required"))
        #expect(name.attribute("maxlength") == "100")
        #expect(page.labelText(for: try #require(name.id)) == "Name")
        let bio = try #require(form.input(named: "bio"))
        #expect(bio.name == "textarea")
        #expect(bio.textareaValue == "Analyst.\nPoet.")
        #expect(bio.attribute("maxlength") == "1000")
        #expect(page.labelText(for: try #require(bio.id)) == "Bio")
        #expect(form.first { $0.name == "button" && $0.attribute("type") == "submit" }?.normalizedText == "Save profile")
        #expect(form.input(named: "csrf_token") != nil)
        let cancel = try #require(main.links.first { $0.normalizedText == "Cancel" })
        #expect(cancel.attribute("href") == "/users/\(ada.id)")
    }

    @Test func anotherMemberIsForbiddenTheForm() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let grace = try app.store.seed(name: "Grace Hopper")
        let response = try app.client(signedInAs: grace.id).get("/users/\(ada.id)/edit")
        #expect(response.status == .forbidden)
        let main = try #require(try response.html().main)
        #expect(main.normalizedText.contains("You can only edit your own profile."))
        #expect(main.forms.isEmpty)
    }

    @Test func theFormAsJSONIsTheStoredProfile() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", bio: "Analyst.")
        let object = try app.client(signedInAs: ada.id).get("/users/\(ada.id)/edit", accept: "application/json").jsonObject()
        #expect(object["name"] as? String == "Ada Lovelace")
        #expect(object["bio"] as? String == "Analyst.")
        #expect(object["nameError"] == nil)
    }

    // MARK: - Saving

    @Test func aValidEditSavesAndTheMembersPageConfirmsIt() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let client = try app.client(signedInAs: ada.id)
        try client.get("/users/\(ada.id)/edit")
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "  Ada King ", "bio": "Countess of Lovelace."])
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/\(ada.id)")
        let stored = try #require(try app.users.user(id: ada.id))
        #expect(stored.name == "Ada King")
        #expect(stored.bio == "Countess of Lovelace.")

        let next = try client.get("/users/\(ada.id)").html()
        #expect(next.first { $0.classes.contains("flash") }?.normalizedText == "Profile saved")
        #expect(next.main?.first("h1")?.normalizedText == "Ada King")
        #expect(next.first("nav")?.normalizedText.contains("Ada King") == true)

        let again = try client.get("/users/\(ada.id)").html()
        #expect(again.first { $0.classes.contains("flash") } == nil)
    }

    /// The location typed on the form is on the member's page after saving, in HTML and JSON;
    /// a client that sends no location (written before the field) leaves it as it was.
    @Test func aLocationSavedOnTheFormIsShownOnTheMembersPage() throws {
        let (ada, client) = try adaOnHerForm()
        let saved = try client.post("/users/\(ada.id)/edit", form: ["name": "Ada Lovelace", "bio": "", "location": "London  "])
        #expect(saved.status == .seeOther)
        let page = try client.get("/users/\(ada.id)").html()
        #expect(page.main?.elements(named: "p").contains { $0.normalizedText == "Location: London" } == true)
        #expect(try client.get("/users/\(ada.id)", accept: "application/json").jsonObject()["location"] as? String == "London")

        try client.post("/users/\(ada.id)/edit", form: ["name": "Ada King", "bio": ""])
        #expect(try app.users.user(id: ada.id)?.location == "London")
        try client.post("/users/\(ada.id)/edit", form: ["name": "Ada King", "bio": "", "location": ""])
        let cleared = try client.get("/users/\(ada.id)").html()
        #expect(cleared.main?.elements(named: "p").contains { $0.normalizedText.hasPrefix("Location:") } == false)
    }

    @Test func aLocationOnTwoLinesIsRefusedNextToItsField() throws {
        let (ada, client) = try adaOnHerForm()
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "Ada", "bio": "", "location": "London\nParis"])
        #expect(response.status == .unprocessableContent)
        #expect(response.text.contains("Write your location on one line, without invisible control characters."))
        #expect(try app.users.user(id: ada.id)?.location == "")
    }

    @Test func invalidFieldsAreAllReportedNextToThemWithWhatWasTyped() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", bio: "Analyst.")
        let client = try app.client(signedInAs: ada.id)
        try client.get("/users/\(ada.id)/edit")
        let longBio = String(repeating: "b", count: 1001)
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "   ", "bio": longBio])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        page.expectOneHeadingAndLabelledInputs()
        let errors = [("name", "Enter your name."), ("bio", "Use at most 1,000 characters for your bio.")]
        for (field, message) in errors {
            let control = try #require(page.input(named: field))
            #expect(control.attribute("aria-invalid") == "true")
            #expect(page.errorText(forField: field) == "Error: \(message)")
            // The message sits in the field's own wrapper, under its label and control.
            let wrapper = try #require(page.first { $0.classes.contains("field") && $0.input(named: field) != nil })
            #expect(wrapper.first { $0.classes.contains("field-error") }?.normalizedText == "Error: \(message)")
        }
        #expect(page.input(named: "name")?.attribute("value") == "   ")
        #expect(page.input(named: "bio")?.textareaValue == longBio)
        #expect(try app.users.user(id: ada.id).map { [$0.name, $0.bio] } == [ada.name, ada.bio])
    }

    @Test func anInvalidEditAsJSONCarriesTheMessages() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let client = try app.client(signedInAs: ada.id)
        try client.get("/users/\(ada.id)/edit")
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "", "bio": ""], accept: "application/json")
        #expect(response.status == .unprocessableContent)
        #expect(try response.jsonObject()["nameError"] as? String == "Enter your name.")
    }

    @Test(arguments: HostileText.all)
    func hostileValuesComeBackAsText(text: String) throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let client = try app.client(signedInAs: ada.id)
        try client.get("/users/\(ada.id)/edit")
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": text, "bio": text + String(repeating: "x", count: 1000)])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        #expect(page.elements { $0.name == "script" || $0.name == "img" }.isEmpty)
        #expect(page.input(named: "name")?.attribute("value") == text)
        #expect(page.input(named: "bio")?.textareaValue.hasPrefix(text) == true)

        let saved = try client.post("/users/\(ada.id)/edit", form: ["name": text, "bio": text])
        #expect(saved.status == .seeOther)
        let shown = try client.get("/users/\(ada.id)/edit").html()
        #expect(shown.elements { $0.name == "script" || $0.name == "img" }.isEmpty)
        #expect(shown.input(named: "name")?.attribute("value") == text)
        #expect(shown.input(named: "bio")?.textareaValue == text)
    }

    @Test func anotherMembersPostIsForbiddenAndChangesNothing() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", bio: "Analyst.")
        let grace = try app.store.seed(name: "Grace Hopper")
        let client = try app.client(signedInAs: grace.id)
        try client.get("/users/\(grace.id)/edit")
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "Hacked", "bio": "Hacked"])
        #expect(response.status == .forbidden)
        #expect(try response.html().main?.normalizedText.contains("You can only edit your own profile.") == true)
        #expect(try app.users.user(id: ada.id).map { [$0.name, $0.bio] } == [ada.name, ada.bio])
    }

    @Test func aPostWithoutTheFormTokenIsForbiddenAndChangesNothing() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let client = try app.client(signedInAs: ada.id)
        try client.get("/users/\(ada.id)/edit")
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "Ada King", "bio": ""], csrfToken: .none)
        #expect(response.status == .forbidden)
        #expect(try app.users.user(id: ada.id).map { [$0.name, $0.bio] } == [ada.name, ada.bio])
    }

    @Test func aPostWithAnotherSessionsTokenIsForbidden() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let grace = try app.store.seed(name: "Grace Hopper")
        let graceClient = try app.client(signedInAs: grace.id)
        try graceClient.get("/users/\(grace.id)/edit")
        let token = try #require(graceClient.lastCSRFToken)
        let client = try app.client(signedInAs: ada.id)
        let response = try client.post("/users/\(ada.id)/edit", form: ["name": "Ada King", "bio": ""], csrfToken: .value(token))
        #expect(response.status == .forbidden)
        #expect(try app.users.user(id: ada.id).map { [$0.name, $0.bio] } == [ada.name, ada.bio])
    }
}
