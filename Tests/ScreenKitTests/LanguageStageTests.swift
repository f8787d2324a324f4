import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// The language a page is written in, chosen once per request by the kit's language stage.
@Suite("Language")
struct LanguageStageTests {
    @Test(arguments: [
        ("pt-BR,pt;q=0.9,en;q=0.8", "pt-BR"), ("en-GB,pt;q=0.5", "en"), ("de, pt;q=0.1", "pt-BR"), ("de, fr", "en"),
    ])
    func accept_LanguageChoosesThePagesLanguage(header: String, lang: String) throws {
        let client = TestApplication().client()
        var headers = HTTPHeaders()
        headers.add("Accept-Language", header)
        for path in ["/greetings/new", "/no/such/page"] {
            let response = try client.get(path, headers: headers)
            #expect(try response.html().first("html")?.attribute("lang") == lang, "\(path)")
            #expect(response.headers["Vary"]?.contains("Accept-Language") == true, "\(path)")
        }
    }

    @Test func withoutTheHeaderThePageIsInEnglish() throws {
        let response = try TestApplication().client().get("/greetings/new")
        #expect(try response.html().first("html")?.attribute("lang") == "en")
    }

    @Test func aRememberedPageIsNotShownInAnotherLanguage() throws {
        let client = TestApplication().client()
        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        for _ in 0..<2 {
            #expect(try client.get("/greetings/new").html().first("html")?.attribute("lang") == "en")
            #expect(try client.get("/greetings/new", headers: portuguese).html().first("html")?.attribute("lang") == "pt-BR")
        }
    }

    /// A member's own setting wins over the header, and the page, not chosen by the header,
    /// does not name it in `Vary`; a member without a setting still gets the header's choice.
    @Test func theMembersSettingWinsAndTheHeaderIsNotNamedInVary() throws {
        var english = HTTPHeaders()
        english.add("Accept-Language", "en-US,en;q=0.9")
        let anasApp = TestApplication()
        let ana = try ScreenClient.holdingSession(of: TestUsers.ana.id, in: anasApp.sessions, on: anasApp.application)
        let chosen = try ana.get("/greetings/new", headers: english)
        #expect(try chosen.html().first("html")?.attribute("lang") == "pt-BR")
        #expect(chosen.headers["Vary"]?.contains("Accept-Language") == false)
        #expect(chosen.headers["Vary"]?.contains("Accept") == true)

        var portuguese = HTTPHeaders()
        portuguese.add("Accept-Language", "pt-BR")
        let adasApp = TestApplication()
        let ada = try ScreenClient.holdingSession(of: TestUsers.ada.id, in: adasApp.sessions, on: adasApp.application)
        let negotiated = try ada.get("/greetings/new", headers: portuguese)
        #expect(try negotiated.html().first("html")?.attribute("lang") == "pt-BR")
        #expect(negotiated.headers["Vary"]?.contains("Accept-Language") == true)
    }
}
