import Domain
import DomainTesting
import HTTPCore
import Repositories
import ScreenKit
import ScreenKitTesting
import Storage
import Testing
@testable import AccountFeature

/// The steps people take on the account screens, one call each, through the in-process app
/// (``LoginTestApplication``): the owner of an address, someone who signed up with it first,
/// someone who once held a session. Every step goes through the screens, as a browser would;
/// only what no screen shows is read with SQL.
struct AccountSteps {
    let app: LoginTestApplication

    init(app: LoginTestApplication) {
        self.app = app
    }

    /// Steps on an application of their own.
    init() throws {
        app = try LoginTestApplication()
    }

    static let password = "correct horse"

    /// A browser signed in as `email` through the form (inside the sudo window), from `address`.
    /// A member with codes on is left at the second step.
    @discardableResult
    func signIn(
        _ browser: ScreenClient? = nil, email: String = "ada@example.com", password: String = AccountSteps.password,
        remember: Bool = false
    ) throws -> (browser: ScreenClient, response: ScreenResponse) {
        let browser = browser ?? app.client()
        try browser.get("/login")
        let response = remember
            ? try browser.post("/login", form: ["email": email, "password": password, "remember": "1"])
            : try browser.post("/login", form: ["email": email, "password": password])
        return (browser, response)
    }

    /// A fresh browser past the password of `email`, whose codes are on: at the second step.
    func atTheSecondStep(email: String = "ada@example.com") throws -> ScreenClient {
        let (browser, password) = try signIn(email: email)
        #expect(password.location == "/login/code", "the password led to \(password.location ?? "no page")")
        return browser
    }

    /// A browser signed in as `email`, past the second step with a code when the member has one.
    func signedIn(email: String = "ada@example.com", password: String = AccountSteps.password, secret: [UInt8]? = nil) throws -> ScreenClient {
        let (browser, response) = try signIn(email: email, password: password)
        if response.location == "/login/code", let secret {
            try browser.get("/login/code")
            let passed = try browser.post("/login/code", form: ["code": code(secret)])
            #expect(passed.status == .seeOther, "the code did not pass: \(passed.text)")
        }
        #expect(browser.cookies[LoginTestApplication.sessionCookie] != nil, "no session for \(email)")
        return browser
    }

    /// The secret of the one link to `path` in the last message to `address`.
    func secret(mailedTo address: String, path: String) throws -> String {
        let message = try #require(try app.fixture.queuedMail().last { $0.to == address }, "no mail to \(address)")
        let prefix = LoginFixture.siteURL + path + "?token="
        let line = try #require(message.text.split(separator: "\n").first { $0.hasPrefix(prefix) }, "no \(path) link in \(message.text)")
        return String(line.dropFirst(prefix.count))
    }

    /// Opens the address's confirmation link (the one mailed at sign-up) in `browser`.
    @discardableResult
    func confirmAddress(_ browser: ScreenClient, email: String = "ada@example.com") throws -> ScreenResponse {
        let confirmation = try secret(mailedTo: email, path: "/email/confirm")
        try browser.get("/email/confirm?token=\(confirmation)")
        return try browser.post("/email/confirm", form: ["token": confirmation])
    }

    /// Asks for a sign-in link to `email` in `browser` and opens it there.
    @discardableResult
    func signInWithLink(_ browser: ScreenClient, email: String = "ada@example.com") throws -> ScreenResponse {
        try browser.get("/login/link")
        try browser.post("/login/link", form: ["email": email])
        let link = try secret(mailedTo: email, path: "/login/link/open")
        try browser.get("/login/link/open?token=\(link)")
        return try browser.post("/login/link/open", form: ["token": link])
    }

    /// Asks for a reset link to `email` in `browser` and sets `password` with it.
    @discardableResult
    func resetPassword(_ browser: ScreenClient, email: String = "ada@example.com", to password: String) throws -> ScreenResponse {
        try browser.get("/password/forgot")
        try browser.post("/password/forgot", form: ["email": email])
        let reset = try secret(mailedTo: email, path: "/password/reset")
        try browser.get("/password/reset?token=\(reset)")
        return try browser.post("/password/reset", form: ["token": reset, "password": password, "password_confirmation": password])
    }

    /// Changes the password in `browser`, which is in sudo mode.
    @discardableResult
    func changePassword(_ browser: ScreenClient, from current: String = AccountSteps.password, to new: String) throws -> ScreenResponse {
        try browser.get("/settings/password")
        return try browser.post("/settings/password", form: [
            "current_password": current, "new_password": new, "password_confirmation": new,
        ])
    }

    /// Signs out every other device from `browser`, which is in sudo mode.
    @discardableResult
    func signOutEverywhereElse(_ browser: ScreenClient) throws -> ScreenResponse {
        try browser.get("/settings/sessions")
        return try browser.post("/settings/sessions/revoke-others")
    }

    // MARK: Authenticator codes

    /// A proven member, `email`, who turned codes on through the screens and signed out: the
    /// key their app holds.
    func memberWithCodes(email: String = "ada@example.com") throws -> [UInt8] {
        try app.fixture.seedMember(email: email)
        let owner = try signedIn(email: email)
        let (secret, _) = try turnOnCodes(owner)
        try owner.post("/logout")
        return secret
    }

    /// The key the authenticator page shows `browser` while codes are being set up, as an app
    /// would read it (``FakeSecondStepSecrets`` writes a key as its bytes joined by dashes).
    func keyBeingSetUp(_ browser: ScreenClient) throws -> [UInt8]? {
        let page = try browser.get("/settings/two-factor", accept: "application/json").jsonObject()
        guard let text = page["secret"] as? String else { return nil }
        return text.split(separator: "-").compactMap { UInt8($0) }
    }

    /// The code an app with `secret` shows now, or `steps` steps from now.
    func code(_ secret: [UInt8], steps: Int = 0) -> String {
        FakeSecondStepSecrets().code(secret: secret, step: AuthenticatorCodeCheck.step(at: app.clock.secondsSince1970) + steps)
    }

    /// Turns codes on in `browser` (in sudo mode) with a code from the key the page shows; the
    /// clock then moves a step on, so the next code is a new one.
    func turnOnCodes(_ browser: ScreenClient) throws -> (secret: [UInt8], recoveryCodes: [String]) {
        let secret = try #require(try keyBeingSetUp(browser), "no key is being set up")
        try browser.get("/settings/two-factor")
        let page = try browser.post("/settings/two-factor", form: ["code": code(secret)])
        #expect(page.status == .ok, "codes did not turn on: \(page.text)")
        let codes = try page.html().first { $0.id == "recovery-codes" }?.elements(named: "code").map(\.normalizedText) ?? []
        app.clock.advance(by: 30)
        return (secret, codes)
    }

    // MARK: Passkeys (``FakePasskeyCeremony``'s rules)

    /// The challenge the passkey script gets from `path`, or `nil` with the answer when none.
    func passkeyChallenge(_ browser: ScreenClient, from path: String) throws -> (challenge: String?, response: ScreenResponse) {
        let response = try browser.post(path, accept: "application/json")
        let options = response.status == .ok ? try response.jsonObject()["passkeyOptions"] as? [String: Any] : nil
        return (options?["challenge"] as? String, response)
    }

    /// Adds a passkey from the passkeys page of `browser`.
    @discardableResult
    func addPasskey(_ browser: ScreenClient, credential: String) throws -> ScreenResponse {
        try browser.get("/settings/passkeys")
        let (challenge, response) = try passkeyChallenge(browser, from: "/settings/passkeys/options")
        guard let challenge else { return response }
        return try browser.post("/settings/passkeys/add", form: [
            "name": "Laptop", "challenge": challenge, "client_data_json": "made", "attestation_object": credential,
        ])
    }

    /// Signs in with a passkey and no address typed, from a fresh browser.
    func signInWithPasskey(credential: String, counter: Int, memberID: Int = 1) throws -> (browser: ScreenClient, response: ScreenResponse) {
        let browser = app.client()
        try browser.get("/login")
        let (challenge, refused) = try passkeyChallenge(browser, from: "/login/passkey/options")
        guard let challenge else { return (browser, refused) }
        let response = try browser.post("/login/passkey", form: [
            "challenge": challenge, "credential_id": credential, "client_data_json": "{}", "authenticator_data": String(counter),
            "signature": "signed", "user_handle": "member-\(memberID)", "next": "",
        ])
        return (browser, response)
    }

    // MARK: What no screen shows

    /// How many rows `sql` (a `SELECT COUNT(*) AS value …`) counts.
    func count(_ sql: String) throws -> Int {
        try app.store.database.read { try $0.integer(sql) } ?? 0
    }

    /// The kinds of the member's security events, oldest first, as stored.
    func eventNames(userID: Int = 1) throws -> [String] {
        try app.store.database.read {
            try $0.all("SELECT kind AS value FROM security_events WHERE user_id = ? ORDER BY id", userID, columns: SingleValue.self) {
                try $0.text(.value)
            }
        }
    }

    /// Runs `sql` as it is, for a state no screen can make any more (an account from before a rule).
    func execute(_ sql: String) throws {
        _ = try app.store.database.write { try $0.run(sql) }
    }
}
