import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// The document shell every screen gets, checked on parsed HTML.
@Suite("Page shell")
struct PageShellTests {
    @Test func everyPageHasTheShellsParts() throws {
        let app = TestApplication()
        for client in [app.client(), try app.signedInClient()] {
            for path in ["/greetings/new", "/", "/no/such/page"] {
                let page = try client.get(path).html()
                #expect(page.doctype?.lowercased() == "html")
                #expect(page.first("html")?.attribute("lang") == "en")
                #expect(page.title?.hasSuffix("· Test") == true)
                #expect(page.elements(named: "h1").count == 1, "\(path)")
                #expect(page.first("nav") != nil)
                #expect(page.first { $0.classes.contains("flash-area") } != nil)
                #expect(page.elements(named: "link").contains { $0.attribute("rel") == "stylesheet" && $0.attribute("href") == "/css/app.css" })
                #expect(page.first("main") != nil)
            }
        }
    }

    @Test func everyInputHasALabel() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        for response in [try client.get("/greetings/new"), try client.post("/greetings", form: ["name": ""])] {
            let page = try response.html()
            for input in page.inputs where input.attribute("type") != "hidden" {
                let id = try #require(input.attribute("id"))
                #expect(page.label(for: id) != nil, "no label for \(id)")
            }
        }
    }

    @Test func anInvalidFieldIsMarkedAndKeepsItsValue() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let response = try client.post("/greetings", form: ["name": String(repeating: "é", count: 101)])
        #expect(response.status == .unprocessableContent)
        let page = try response.html()
        let input = try #require(page.first { $0.attribute("name") == "name" })
        #expect(input.attribute("aria-invalid") == "true")
        let errorID = try #require(input.attribute("aria-describedby"))
        #expect(page.element(id: errorID)?.normalizedText.contains("Use at most 100 characters.") == true)
        #expect(input.attribute("value") == String(repeating: "é", count: 101))
    }

    @Test(arguments: ["<script>alert(1)</script>", "\" onmouseover=\"x", "</textarea><b>", "Ada & <Grace>"])
    func hostileTextIsEscapedEverywhere(name: String) throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let saved = try client.post("/greetings", form: ["name": name])
        let shown = try client.get(try #require(saved.location))
        let page = try shown.html()
        #expect(page.elements(named: "script").isEmpty)
        #expect(page.first("h1")?.textContent == "Hello, \(name)!")
        #expect(page.elements(named: "b").isEmpty)
    }

    @Test func theNavBarShowsLinksForTheAudience() throws {
        let app = TestApplication()
        let anonymous = try app.client().get("/").html()
        #expect(anonymous.links.contains { $0.attribute("href") == "/login" })
        #expect(!anonymous.links.contains { $0.attribute("href") == "/members" })
        #expect(!anonymous.forms.contains { $0.attribute("action") == "/logout" })

        let signedIn = try app.signedInClient().get("/").html()
        #expect(signedIn.links.contains { $0.attribute("href") == "/members" })
        #expect(!signedIn.links.contains { $0.attribute("href") == "/login" })
        let home = try #require(signedIn.links.first { $0.attribute("href") == "/" && $0.normalizedText == "Home" })
        #expect(home.attribute("aria-current") == "page")
    }

    @Test func aSectionIsReusedByAnotherScreen() throws {
        let app = TestApplication()
        let page = try app.signedInClient().get("/").html()
        #expect(page.element(id: "welcome")?.normalizedText == "Welcome back, Ada Lovelace.")
        #expect(page.element(id: "profileCard")?.first("h2")?.textContent == "Ada Lovelace")
        let anonymous = try app.client().get("/").html()
        #expect(anonymous.element(id: "profileCard") == nil)
    }
}
