import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Home screen")
struct HomeScreenTests {
    let app = HomeTestApplication()

    /// The ids of the page's sections in document order.
    func sectionIDs(_ page: HTMLDocument) -> [String] {
        page.main?.elements { $0.name == "section" && $0.classes.contains("home-section") }.compactMap(\.id) ?? []
    }

    @Test func aVisitorSeesTheWelcomeAndTheNewestMembersButNoCard() throws {
        let response = try app.client().get("/")
        #expect(response.status == .ok)
        let page = try response.html()
        #expect(page.title?.hasPrefix("Home") == true)
        #expect(page.elements(named: "h1").count == 1)
        #expect(sectionIDs(page) == ["welcome", "newestMembers"])
        let welcome = try #require(page.element(id: "welcome"))
        #expect(welcome.hasLink(to: "/login"))
        #expect(welcome.hasLink(to: "/register"))
        let newest = try #require(page.element(id: "newestMembers"))
        #expect(newest.elements(named: "li").map(\.normalizedText) == HomeTestApplication.newestNames)
        #expect(page.element(id: "profileCard") == nil)
    }

    @Test func aMemberIsWelcomedBackAndSeesTheirCard() throws {
        let page = try app.client(signedInAs: FixedUsers.ada).get("/").html()
        #expect(sectionIDs(page) == ["welcome", "newestMembers", "profileCard"])
        #expect(page.element(id: "welcome")?.normalizedText == "Welcome back, Ada Lovelace.")
        #expect(page.element(id: "profileCard")?.first("h2")?.normalizedText == "Ada Lovelace")
        #expect(page.elements(named: "h1").count == 1)
    }

    @Test func sectionsWithNothingToShowAreLeftOut() throws {
        let page = try HomeTestApplication(newestNames: []).client().get("/").html()
        #expect(sectionIDs(page) == ["welcome"])
    }

    @Test func aHostileNameIsShownAsText() throws {
        let page = try app.client(signedInAs: FixedUsers.hostile).get("/").html()
        #expect(page.elements(named: "script").isEmpty)
        #expect(page.element(id: "welcome")?.textContent == "Welcome back, \(FixedUsers.hostile.name).")
    }

    @Test func theJSONIsTheSectionsKeyedById() throws {
        let anonymous = try app.client().get("/", accept: "application/json")
        #expect(anonymous.status == .ok)
        #expect(Set(try anonymous.jsonObject().keys) == ["welcome", "newestMembers"])

        let response = try app.client(signedInAs: FixedUsers.ada).get("/", accept: "application/json")
        let object = try response.jsonObject()
        #expect(Set(object.keys) == ["welcome", "newestMembers", "profileCard"])
        let welcome = try #require(object["welcome"] as? [String: Any])
        #expect(welcome["message"] as? String == "Welcome back, Ada Lovelace.")
        #expect(welcome["signedIn"] as? Bool == true)
        let card = try #require(object["profileCard"] as? [String: Any])
        #expect(card["name"] as? String == "Ada Lovelace")
    }
}
