import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// One presenter, three answers: the page, its content alone for htmx and Turbo, and JSON.
@Suite("Fragments")
struct FragmentTests {
    func get(_ client: ScreenClient, _ target: String, _ name: String, _ value: String) throws -> ScreenResponse {
        var headers = HTTPHeaders()
        headers.add(name, value)
        return try client.get(target, headers: headers)
    }

    @Test func anHtmxRequestGetsTheContentWithoutTheShell() throws {
        let client = TestApplication().client()
        let fragment = try get(client, "/greetings/new", "HX-Request", "true")
        #expect(fragment.status == .ok)
        #expect(fragment.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(!fragment.text.contains("<!DOCTYPE") && !fragment.text.contains("<nav"))
        let html = try fragment.html()
        #expect(html.first("h1")?.normalizedText == "New greeting")
        // Its form still carries a token the next post is checked against.
        let token = try #require(try fragment.csrfToken())
        let saved = try client.post("/greetings", form: ["name": "Ada"], csrfToken: .value(token))
        #expect(saved.status == .seeOther)
    }

    @Test(arguments: [("hx-request", "true", true), ("HX-REQUEST", "true", true), ("HX-Request", "false", false), ("turbo-frame", "main", true)])
    func headerNamesAreReadWhateverTheirCase(name: String, value: String, fragment: Bool) throws {
        let response = try get(TestApplication().client(), "/greetings/new", name, value)
        #expect(response.text.hasPrefix("<!DOCTYPE") != fragment)
    }

    @Test func aTurboFrameRequestGetsTheContentInsideItsFrame() throws {
        let fragment = try get(TestApplication().client(), "/greetings/new", "Turbo-Frame", "main\"><script>")
        let frame = try #require(try fragment.html().first("turbo-frame"))
        #expect(frame.id == "main\"><script>")
        #expect(frame.first("h1")?.normalizedText == "New greeting")
        #expect(!fragment.text.contains("<script>"))
    }

    @Test func aFragmentKeepsTheStatusTheScreenChose() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        var headers = HTTPHeaders()
        headers.add("Content-Type", ContentType.formURLEncoded)
        headers.add("HX-Request", "true")
        let token = try #require(client.lastCSRFToken)
        let invalid = try client.send(.post, "/greetings", accept: "text/html", headers: headers, body: Array("name=&csrf_token=\(URLEncodedForm.encode(token))".utf8))
        #expect(invalid.status == .unprocessableContent)
        #expect(try invalid.html().errorText(forField: "name")?.contains("Enter a name.") == true)
    }

    @Test(arguments: ["/greetings/new", "/greetings/99", "/"])
    func everyScreenAnswerNamesWhatItVariesBy(target: String) throws {
        let client = TestApplication().client()
        for accept in ["text/html", "application/json"] {
            let response = try client.get(target, accept: accept)
            #expect(response.headers["Vary"] == "Accept, Accept-Language, HX-Request, Turbo-Frame")
        }
    }

    @Test func aFragmentLeavesTheFlashForTheNextPage() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        try client.post("/greetings", form: ["name": "Ada"])
        let fragment = try get(client, "/greetings/1", "HX-Request", "true")
        #expect(!fragment.text.contains("Greeting saved"))
        let page = try client.get("/greetings/1").html()
        #expect(page.normalizedText.contains("Greeting saved"))
    }
}
