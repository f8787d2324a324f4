import Foundation
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Content negotiation")
struct NegotiationTests {
    struct GreetingJSON: Decodable, Equatable {
        let greeting: String?
        let name: String
        let nameError: String?
    }

    @Test func browsersGetHTMLAndJSONClientsTheViewModel() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        try client.post("/greetings", form: ["name": "Ada <b>"])

        let html = try client.get("/greetings/1", accept: "text/html,application/xhtml+xml,application/json;q=0.9")
        #expect(html.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(try html.html().first("h1") != nil)

        let json = try client.get("/greetings/1", accept: "application/json")
        #expect(json.status == .ok)
        #expect(json.headers["Content-Type"] == "application/json; charset=utf-8")
        let model = try JSONDecoder().decode(GreetingJSON.self, from: Data(json.response.body))
        #expect(model == GreetingJSON(greeting: "Hello, Ada <b>!", name: "Ada <b>", nameError: nil))
        #expect(!json.text.contains("<html"))
    }

    @Test func jsonKeepsTheScreensStatus() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let invalid = try client.post("/greetings", form: ["name": "   "], accept: "application/json")
        #expect(invalid.status == .unprocessableContent)
        let model = try JSONDecoder().decode(GreetingJSON.self, from: Data(invalid.response.body))
        #expect(model.nameError == "Enter a name.")
        #expect(try client.get("/greetings/99", accept: "application/json").status == .notFound)
    }

    @Test func redirectsStayRedirectsForJSONClients() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let saved = try client.post("/greetings", form: ["name": "Ada"], accept: "application/json")
        #expect(saved.status == .seeOther)
        #expect(saved.location == "/greetings/1")
    }

    @Test func compositeScreensSendEachSectionKeyedById() throws {
        let app = TestApplication()
        let anonymous = try app.client().get("/", accept: "application/json")
        let anonymousObject = try #require(try JSONSerialization.jsonObject(with: Data(anonymous.response.body)) as? [String: Any])
        #expect(Set(anonymousObject.keys) == ["welcome"])

        let signedIn = try app.signedInClient().get("/", accept: "application/json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(signedIn.response.body)) as? [String: Any])
        #expect(Set(object.keys) == ["welcome", "profileCard"])
        let card = try #require(object["profileCard"] as? [String: Any])
        #expect(card["name"] as? String == "Ada Lovelace")
    }
}
