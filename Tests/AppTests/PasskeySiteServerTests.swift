import HTTPCore
import ScreenKitTesting
import Testing

/// Where passkeys can work follows from the site's address, and a server says so: `make run`
/// (development on this machine) is a site at `localhost`, where browsers run passkeys; an
/// address browsers refuse is named as the reason.
@Suite("the passkey site against the running server")
struct PasskeySiteServerTests {
    @Test func developmentOnThisMachineIsASiteAtLocalhost() throws {
        let app = try RunningApp(mode: "development")
        let browser = app.browser()
        try browser.get("/login")
        let options = try browser.post("/login/passkey/options", accept: "application/json")
        #expect(options.status == .ok)
        let rpID = try (options.jsonObject()["passkeyOptions"] as? [String: Any])?["rpID"] as? String
        #expect(rpID == "localhost")
        let output = app.stop()
        #expect(output.errors.contains("open http://localhost:\(app.port)") || output.output.contains("open http://localhost:\(app.port)"))
    }

    @Test func anIPAddressIsNamedAsTheReasonPasskeysCannotWork() throws {
        let app = try RunningApp(extraArguments: ["--public-url", "http://127.0.0.1:8080"])
        let browser = app.browser()
        try browser.get("/login")
        let options = try browser.post("/login/passkey/options", accept: "application/json")
        #expect(options.status == .unprocessableContent)
        let error = try options.jsonObject()["error"] as? String ?? ""
        #expect(error.contains("IP address"), "\(error)")
        #expect(!error.contains("https"), "\(error)")
    }

    @Test func theHelpSaysThePublicURLIsAlsoThePasskeySite() throws {
        let help = try ServerProcess(["serve", "--help"]).finish()
        #expect(help.output.contains("passkeys"), "\(help.output)")
    }
}
