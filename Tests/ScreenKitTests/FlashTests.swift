import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Flash messages")
struct FlashTests {
    @Test func aFlashSurvivesExactlyOneRedirect() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let saved = try client.post("/greetings", form: ["name": "Ada"])
        #expect(saved.status == .seeOther)
        #expect(!saved.text.contains("Greeting saved"))

        let shown = try client.get(try #require(saved.location))
        let banner = try #require(try shown.html().first { $0.classes.contains("flash") })
        #expect(banner.normalizedText.contains("Greeting saved"))

        let next = try client.get(try #require(saved.location))
        #expect(try next.html().first { $0.classes.contains("flash") } == nil)
    }

    @Test func aTamperedFlashCookieIsIgnored() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let saved = try client.post("/greetings", form: ["name": "Ada"])
        let cookie = try #require(client.cookies["sk_flash"])
        client.cookies["sk_flash"] = "success.PHNjcmlwdD4" + cookie.suffix(44)
        let shown = try client.get(try #require(saved.location))
        #expect(try shown.html().first { $0.classes.contains("flash") } == nil)
        #expect(client.cookies["sk_flash"] == nil)
    }

    @Test func aFlashIsEscapedLikeAnyText() throws {
        let app = TestApplication()
        let client = try app.signedInClient(as: TestUsers.grace)
        try client.get("/greetings/new")
        let signedOut = try client.post("/logout")
        let page = try client.get(try #require(signedOut.location))
        #expect(try page.html().first { $0.classes.contains("flash") }?.normalizedText.contains("Signed out") == true)
    }
}
