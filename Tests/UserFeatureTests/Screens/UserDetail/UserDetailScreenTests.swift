import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Member page screen")
struct UserDetailScreenTests {
    let app: UserTestApplication

    init() throws {
        app = try UserTestApplication()
    }

    @Test func aSignedOutVisitorIsSentToSignInAndBackHere() throws {
        try app.store.seedMembers(3)
        let response = try app.client().get("/users/3")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login?next=%2Fusers%2F3")
    }

    @Test func aSignedOutJSONClientIsRedirectedToo() throws {
        try app.store.seedMembers(1)
        let response = try app.client().get("/users/1", accept: "application/json")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login?next=%2Fusers%2F1")
    }

    @Test func theOwnerSeesTheirEmailAndTheEditLink() throws {
        let joinedAt = Days.since1970(year: 2026, month: 11, day: 22) * Days.secondsPerDay + 7200
        let ada = try app.store.seed(name: "Ada Lovelace", email: "ada@example.com", bio: "Analyst.", createdAt: joinedAt)
        let response = try app.client(signedInAs: ada.id).get("/users/\(ada.id)")
        #expect(response.status == .ok)
        let page = try response.html()
        page.expectOneHeadingAndLabelledInputs()
        #expect(page.title?.hasPrefix("Ada Lovelace") == true)
        let main = try #require(page.main)
        #expect(main.first("h1")?.normalizedText == "Ada Lovelace")
        #expect(main.normalizedText.contains("Analyst."))
        #expect(main.normalizedText.contains("Joined 22 November 2026"))
        #expect(main.first("time")?.attribute("datetime") == "2026-11-22")
        #expect(main.normalizedText.contains("ada@example.com"))
        let edit = try #require(main.links.first { $0.attribute("href") == "/users/\(ada.id)/edit" })
        #expect(edit.normalizedText == "Edit profile")
    }

    @Test func theOwnersPageIsInTheirLanguage() throws {
        let joinedAt = Days.since1970(year: 2026, month: 11, day: 22) * Days.secondsPerDay + 7200
        let ada = try app.store.seed(name: "Ada Lovelace", email: "ada@example.com", bio: "", createdAt: joinedAt)
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let response = try app.client(signedInAs: ada.id).get("/users/\(ada.id)", headers: portuguese)
        #expect(response.status == .ok)
        let page = try response.html()
        #expect(page.first("html")?.attribute("lang") == "pt-BR")
        let main = try #require(page.main)
        #expect(main.normalizedText.contains("Ainda sem bio."))
        #expect(main.normalizedText.contains("Entrou em 22 de novembro de 2026"))
        #expect(main.first("time")?.attribute("datetime") == "2026-11-22")
        #expect(main.normalizedText.contains("E-mail: ada@example.com"))
        #expect(main.first { $0.name == "span" && $0.attribute("class") == "badge" }?.normalizedText == "E-mail confirmado")
        let edit = try #require(main.links.first { $0.attribute("href") == "/users/\(ada.id)/edit" })
        #expect(edit.normalizedText == "Editar perfil")
    }

    /// Where the member says they are is on their page for everyone signed in, labelled in the
    /// page's language and as typed, and in its JSON; a member who wrote none shows no line.
    @Test func aMembersLocationIsOnTheirPage() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", location: "São Paulo <SP>")
        let grace = try app.store.seed(name: "Grace Hopper")
        let client = try app.client(signedInAs: grace.id)
        let paragraphs = try #require(try client.get("/users/\(ada.id)").html().main).elements(named: "p").map(\.normalizedText)
        #expect(paragraphs.contains("Location: São Paulo <SP>"))
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let inPortuguese = try #require(try client.get("/users/\(ada.id)", headers: portuguese).html().main)
        #expect(inPortuguese.elements(named: "p").map(\.normalizedText).contains("Local: São Paulo <SP>"))
        #expect(try client.get("/users/\(ada.id)", accept: "application/json").jsonObject()["location"] as? String == "São Paulo <SP>")

        let none = try #require(try client.get("/users/\(grace.id)").html().main)
        #expect(!none.elements(named: "p").contains { $0.normalizedText.hasPrefix("Location:") })
    }

    @Test func anUnknownMemberIsNotFoundInTheVisitorsLanguage() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let response = try app.client(signedInAs: ada.id).get("/users/\(ada.id + 1)", headers: portuguese)
        #expect(response.status == .notFound)
        #expect(try response.html().normalizedText.contains("Esse membro não existe."))
    }

    @Test func anotherMemberSeesNeitherTheEmailNorTheEditLink() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", email: "ada@example.com")
        let grace = try app.store.seed(name: "Grace Hopper", email: "grace@example.com")
        let response = try app.client(signedInAs: grace.id).get("/users/\(ada.id)")
        #expect(response.status == .ok)
        #expect(!response.text.contains("ada@example.com"))
        let main = try #require(try response.html().main)
        #expect(main.first("h1")?.normalizedText == "Ada Lovelace")
        #expect(!main.hasLink(to: "/users/\(ada.id)/edit"))
        #expect(main.normalizedText.contains("No bio yet."))
    }

    @Test(arguments: ["/users/99", "/users/abc", "/users/0"])
    func anAddressThatNamesNoMemberIsNotFound(path: String) throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let response = try app.client(signedInAs: ada.id).get(path)
        #expect(response.status == .notFound)
        if path != "/users/abc" {
            #expect(try response.html().main?.normalizedText.contains("There is no such member.") == true)
        }
    }

    @Test(arguments: HostileText.all)
    func hostileNamesAndBiosAreShownAsText(text: String) throws {
        let member = try app.store.seed(name: text, bio: text)
        let response = try app.client(signedInAs: member.id).get("/users/\(member.id)")
        let page = try response.html()
        #expect(page.elements { $0.name == "script" || $0.name == "img" }.isEmpty)
        #expect(page.main?.first("h1")?.textContent == text)
        #expect(page.main?.first("p")?.textContent == text)
        #expect(page.title?.hasPrefix(text) == true)
    }

    @Test func theOwnersJSONHasTheEmail() throws {
        let joinedAt = Days.since1970(year: 2000, month: 2, day: 29) * Days.secondsPerDay
        let ada = try app.store.seed(name: "Ada Lovelace", email: "ada@example.com", bio: "Analyst.", createdAt: joinedAt)
        let response = try app.client(signedInAs: ada.id).get("/users/\(ada.id)", accept: "application/json")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
        let object = try response.jsonObject()
        #expect(Set(object.keys) == ["id", "name", "bio", "location", "joined", "email", "canEdit", "confirmed", "lastSignedIn"])
        #expect(object["confirmed"] as? Bool == true)
        #expect(object["id"] as? Int == ada.id)
        #expect(object["name"] as? String == "Ada Lovelace")
        #expect(object["bio"] as? String == "Analyst.")
        #expect(object["joined"] as? String == "2000-02-29")
        #expect(object["email"] as? String == "ada@example.com")
        #expect(object["canEdit"] as? Bool == true)
    }

    @Test func aConfirmedMemberIsMarkedOnTheirPageAndAnUnconfirmedOneIsNot() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let grace = try app.store.seed(name: "Grace Hopper", confirmed: false)
        let client = try app.client(signedInAs: ada.id)
        #expect(try client.get("/users/\(ada.id)").text.contains(#"<span class="badge""#))
        #expect(try !client.get("/users/\(grace.id)").text.contains(#"<span class="badge""#))
    }

    @Test func anotherMembersJSONLeavesTheEmailOut() throws {
        let ada = try app.store.seed(name: "Ada Lovelace", email: "ada@example.com")
        let grace = try app.store.seed(name: "Grace Hopper")
        let response = try app.client(signedInAs: grace.id).get("/users/\(ada.id)", accept: "application/json")
        let object = try response.jsonObject()
        #expect(Set(object.keys) == ["id", "name", "bio", "location", "joined", "canEdit", "confirmed"])
        #expect(object["canEdit"] as? Bool == false)
        #expect(!response.text.contains("ada@example.com"))
    }

    @Test func anUnknownMemberIsNotFoundAsJSONToo() throws {
        let ada = try app.store.seed(name: "Ada Lovelace")
        let response = try app.client(signedInAs: ada.id).get("/users/42", accept: "application/json")
        #expect(response.status == .notFound)
        #expect(try response.jsonObject()["message"] as? String == "There is no such member.")
    }
}
