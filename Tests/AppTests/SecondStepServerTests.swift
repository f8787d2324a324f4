import Foundation
import HTTPCore
import ScreenKitTesting
import Secrets
import Testing

/// Authenticator codes and recovery codes over real sockets, on the real server and its store,
/// with codes computed from the key the page shows, as an authenticator app does.
@Suite("second step against the running server")
struct SecondStepServerTests {
    /// A member with authenticator codes on: the key and the recovery codes the pages showed.
    struct Member {
        let id: Int
        let email: String
        let secret: [UInt8]
        let recoveryCodes: [String]
    }

    /// The code the member's app shows `steps` steps from now. The server's clock is the
    /// machine's, so this reads the same clock; one step of drift either side is accepted.
    static func code(_ secret: [UInt8], steps: Int = 0) -> String {
        AuthenticatorCode.code(secret: secret, step: AuthenticatorCode.step(at: Int(Date().timeIntervalSince1970)) + steps)
    }

    /// Signs up and turns codes on with the current code, reading the key from the JSON page.
    static func memberWithCodes(on app: RunningApp, browser: ScreenClient, email: String = "ada@example.com") throws -> Member {
        let id = try browser.register(name: "Ada Lovelace", email: email)
        try app.confirmAddress(browser, email: email)
        let setup = try browser.get("/settings/two-factor", accept: "application/json").jsonObject()
        #expect(setup["state"] as? String == "setting_up")
        let text = try #require(setup["secret"] as? String)
        let secret = try #require(Base32.decode(text))
        let uri = try #require(setup["setupURI"] as? String)
        #expect(uri.hasPrefix("otpauth://totp/ScreenKit:") && uri.contains("secret=\(text)"))

        try browser.get("/settings/two-factor")
        let turnedOn = try browser.post("/settings/two-factor", form: ["code": code(secret)])
        #expect(turnedOn.status == .ok)
        let codes = try turnedOn.html().elements(named: "code").map(\.normalizedText)
        try #require(codes.count == 10)
        return Member(id: id, email: email, secret: secret, recoveryCodes: codes)
    }

    @Test func turnOnSignInWithACodeThenARecoveryCodeThenTurnOff() throws {
        let app = try RunningApp()
        let laptop = app.browser()
        // The QR code is served while a key is being set up, as an image that runs nothing.
        try laptop.register(name: "Ada Lovelace", email: "ada@example.com")
        try app.confirmAddress(laptop, email: "ada@example.com")
        try laptop.get("/settings/two-factor")
        let qr = try laptop.get("/settings/two-factor/qr.svg")
        #expect(qr.status == .ok)
        #expect(qr.headers["Content-Type"] == "image/svg+xml")
        #expect(qr.text.hasPrefix("<svg") && !qr.text.contains("<script"))
        try laptop.signOut()

        let browser = app.browser()
        let member = try Self.memberWithCodes(on: app, browser: browser, email: "grace@example.com")
        #expect(try browser.get("/settings/two-factor/qr.svg").status == .notFound)
        try browser.signOut()

        // The password alone starts no session; the next step's code does.
        let password = try browser.signIn(email: member.email, next: "/users")
        #expect(password.status == .seeOther)
        #expect(password.location == "/login/code")
        #expect(browser.cookies["sk_session"] == nil && browser.cookies["sk_pending"] != nil)
        #expect(try browser.get("/users").location == "/login?next=%2Fusers")
        try browser.get("/login/code")
        #expect(try browser.post("/login/code", form: ["code": "000000"]).status == .unprocessableContent)
        let signedIn = try browser.post("/login/code", form: ["code": Self.code(member.secret, steps: 1)])
        #expect(signedIn.status == .seeOther)
        #expect(signedIn.location == "/users")
        #expect(browser.cookies["sk_session"] != nil && browser.cookies["sk_pending"] == nil)
        #expect(try browser.get("/users").status == .ok)
        let devices = try browser.get("/settings/sessions", accept: "application/json").text
        #expect(devices.contains(#""signInMethod":"password+code","signedInWith":"Password and authenticator code""#))
        try browser.signOut()

        // A recovery code signs in once; the page says how many are left.
        try browser.signIn(email: member.email)
        try browser.get("/login/code")
        let recovered = try browser.post("/login/code", form: ["code": member.recoveryCodes[2]])
        #expect(recovered.location == "/users/\(member.id)")
        #expect(try browser.get("/users/\(member.id)").html().normalizedText.contains("9 recovery codes are left"))
        let left = try browser.get("/settings/two-factor", accept: "application/json").jsonObject()
        #expect(left["state"] as? String == "on" && left["recoveryCodesLeft"] as? Int == 9)
        try browser.signOut()
        try browser.signIn(email: member.email)
        try browser.get("/login/code")
        #expect(try browser.post("/login/code", form: ["code": member.recoveryCodes[2]]).status == .unprocessableContent)
        #expect(browser.cookies["sk_session"] == nil)
        let another = try browser.post("/login/code", form: ["code": member.recoveryCodes[3]])
        #expect(another.status == .seeOther)

        // Turning off takes a code as well as sudo mode; then the password is enough again.
        try browser.get("/settings/two-factor")
        let off = try browser.post("/settings/two-factor/off", form: ["code": member.recoveryCodes[4]])
        #expect(off.status == .seeOther)
        #expect(off.location == "/settings")
        #expect(try browser.get("/settings/two-factor", accept: "application/json").jsonObject()["state"] as? String == "setting_up")
        try browser.signOut()
        #expect(try browser.signIn(email: member.email).location == "/users/\(member.id)")
        let facts = try browser.get("/settings/sessions").html().elements(named: "dd").map(\.normalizedText)
        #expect(facts.last == "Password")

        let log = try browser.get("/settings/activity", accept: "application/json").text
        for kind in ["second_step_added", "second_step_failed", "recovery_code_used", "second_step_removed"] {
            #expect(log.contains(#""kind":"\#(kind)""#), "\(kind)")
        }
    }

    /// New codes download as a text file from the form on the page that shows them; the store
    /// keeps only digests, so the file comes from the page's sealed copy, which opens for no one
    /// else.
    @Test func shownRecoveryCodesDownloadAsATextFile() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let member = try Self.memberWithCodes(on: app, browser: browser)
        try browser.get("/settings/two-factor")
        let page = try browser.post("/settings/two-factor/recovery-codes", form: [:]).html()
        let codes = try #require(page.first { $0.id == "recovery-codes" }).elements(named: "code").map(\.normalizedText)
        #expect(codes.count == 10 && Set(codes).isDisjoint(with: member.recoveryCodes))
        let seal = try #require(page.input(named: "codes")?.attribute("value"))
        #expect(!seal.contains(codes[0]))

        let file = try browser.post("/settings/two-factor/recovery-codes.txt", form: ["codes": seal])
        #expect(file.status == .ok)
        #expect(file.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(file.headers["Content-Disposition"] == #"attachment; filename="screenkit-recovery-codes.txt""#)
        #expect(file.headers["Cache-Control"] == "no-store")
        let lines = file.text.split(separator: "\n").map(String.init)
        #expect(lines.filter(codes.contains) == codes)
        #expect(lines.first == "ScreenKit recovery codes for \(member.email)")

        // Another member's browser gets the settings page back, not the codes.
        let other = app.browser()
        try other.register(name: "Grace Hopper", email: "grace@example.com")
        try other.get("/settings")
        let refused = try other.post("/settings/two-factor/recovery-codes.txt", form: ["codes": seal])
        #expect(refused.status == .seeOther)
        #expect(refused.location == "/settings/two-factor")
    }

    /// "Trust this browser": the next password sign-in from it asks no code, until a new
    /// password; a browser that did not tick it, and one trusted before the change, ask again.
    @Test func aTrustedBrowserSkipsTheCodeUntilThePasswordChanges() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let member = try Self.memberWithCodes(on: app, browser: browser)
        try browser.signOut()
        #expect(try browser.signIn(email: member.email).location == "/login/code")
        try browser.get("/login/code")
        let trusted = try browser.post("/login/code", form: ["code": Self.code(member.secret, steps: 1), "trust": "on"])
        #expect(trusted.status == .seeOther)
        let cookie = try #require(trusted.headers.values(for: "Set-Cookie").first { $0.hasPrefix("sk_trusted=") })
        for attribute in ["Max-Age=2592000", "Path=/", "HttpOnly", "SameSite=Lax"] {
            #expect(cookie.contains(attribute), "\(attribute)")
        }
        #expect(!cookie.contains("Secure"))
        try browser.signOut()

        // The password is still asked; the code is not. Another browser still asks for it.
        #expect(try browser.signIn(email: member.email).location == "/users/\(member.id)")
        let devices = try browser.get("/settings/sessions", accept: "application/json").text
        #expect(devices.contains(#""signInMethod":"password+trusted-browser""#))
        #expect(try app.browser().signIn(email: member.email).location == "/login/code")

        try browser.get("/settings/password")
        let changed = try browser.post(
            "/settings/password",
            form: ["current_password": "correct horse battery", "new_password": "staple horse battery", "password_confirmation": "staple horse battery"])
        #expect(changed.status == .seeOther)
        try browser.signOut()
        #expect(browser.cookies["sk_trusted"] != nil)
        #expect(try browser.signIn(email: member.email, password: "staple horse battery").location == "/login/code")
    }

    /// A pending sign-in copied into another browser is refused there: it is bound to the
    /// browser that passed the password.
    @Test func aPendingSignInCopiedToAnotherBrowserIsRefused() throws {
        let app = try RunningApp()
        let member = try Self.memberWithCodes(on: app, browser: app.browser())
        let victim = app.browser()
        #expect(try victim.signIn(email: member.email).location == "/login/code")
        let pending = try #require(victim.cookies["sk_pending"])

        let thief = app.browser()
        try thief.get("/login")
        thief.cookies["sk_pending"] = pending
        let page = try thief.get("/login/code")
        #expect(page.status == .seeOther)
        #expect(page.location == "/login")
        try thief.get("/login")
        let refused = try thief.post("/login/code", form: ["code": Self.code(member.secret, steps: 1)])
        #expect(refused.location == "/login")
        #expect(thief.cookies["sk_session"] == nil)

        // A browser with no binding at all is refused as well; the one that passed the password
        // goes on.
        let bare = app.browser()
        bare.cookies["sk_pending"] = pending
        #expect(try bare.get("/login/code").location == "/login")
        try victim.get("/login/code")
        #expect(try victim.post("/login/code", form: ["code": Self.code(member.secret, steps: 1)]).location == "/users/\(member.id)")
    }

    /// Two browsers past the password send the same code at the same moment: one session.
    @Test func oneCodeSentTwiceAtOnceSignsInOnce() throws {
        let app = try RunningApp()
        let member = try Self.memberWithCodes(on: app, browser: app.browser())
        let code = Self.code(member.secret, steps: 1)
        let requests = try (0..<2).map { index in
            let source = LoopbackAddress.client(index)
            let browser = app.browser(from: source)
            #expect(try browser.signIn(email: member.email).location == "/login/code")
            try browser.get("/login/code")
            return (source: source, request: try browser.formRequest("/login/code", fields: [("code", code)]))
        }
        let answers = SimultaneousRequests.send(requests, port: app.port)
        let statuses = try answers.map { try $0.get().status }
        #expect(statuses.sorted { $0.code < $1.code } == [.seeOther, .unprocessableContent])
        let sessions = try answers.filter { try $0.get().headers.values(for: "Set-Cookie").contains { $0.hasPrefix("sk_session=") } }
        #expect(sessions.count == 1)
    }
}
