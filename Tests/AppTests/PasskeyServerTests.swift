import HTTPCore
import ScreenKitTesting
import Secrets
import Testing
import WebAuthn
import WebAuthnTesting

/// Passkeys over real sockets, on the real server and its store, made and used by a software
/// authenticator (swift-crypto's keys) as a browser would: registered, used to sign in with no
/// address typed, and each rule of signing in broken alone against the server.
@Suite("passkeys against the running server")
struct PasskeyServerTests {
    /// The address the server is told it has: browsers run passkey ceremonies on `localhost`
    /// over plain http, and the test's client data names this origin as a browser there would.
    static let site = "http://localhost:8443"
    static let rpID = "localhost"

    let app: RunningApp
    let authenticator = TestAuthenticator(.es256, credentialID: SecureRandom.bytes(count: 16))

    init() throws {
        app = try RunningApp(extraArguments: ["--public-url", Self.site])
    }

    /// What the passkey script would get from `path`: the screen's `passkeyOptions`.
    func options(_ browser: ScreenClient, from path: String) throws -> [String: Any] {
        let response = try browser.post(path, accept: "application/json")
        #expect(response.status == .ok)
        return try #require(try response.jsonObject()["passkeyOptions"] as? [String: Any])
    }

    func bytes(_ options: [String: Any], _ key: String) throws -> [UInt8] {
        let text = try #require(options[key] as? String)
        return try #require(Base64URL.decode(text))
    }

    /// Signs up and registers the authenticator's passkey as "Laptop"; returns the member's id.
    func memberWithPasskey(_ browser: ScreenClient) throws -> Int {
        let id = try browser.register(name: "Ada Lovelace", email: "ada@example.com")
        try app.confirmAddress(browser, email: "ada@example.com")
        try browser.get("/settings/passkeys")
        let creation = try options(browser, from: "/settings/passkeys/options")
        #expect(creation["rpID"] as? String == Self.rpID)
        #expect(creation["userName"] as? String == "ada@example.com")
        let response = authenticator.register(
            challenge: try bytes(creation, "challenge"), origin: Self.site,
            authenticatorData: authenticator.authenticatorData(rpID: Self.rpID, signCount: 0, credential: true))
        let added = try browser.post("/settings/passkeys/add", form: [
            "name": "Laptop", "challenge": try #require(creation["challenge"] as? String),
            "client_data_json": Base64URL.encode(response.clientDataJSON),
            "attestation_object": Base64URL.encode(response.attestationObject),
        ])
        #expect(added.status == .seeOther)
        #expect(added.location == "/settings/passkeys")
        let list = try browser.get("/settings/passkeys", accept: "application/json").jsonObject()
        #expect((list["passkeys"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Laptop"])
        return id
    }

    /// A visitor's sign-in with the passkey: a fresh challenge from the sign-in screen, unless
    /// `challenge` is given, signed with `counter`; `change` breaks one rule.
    func signIn(
        _ browser: ScreenClient, counter: UInt32, challenge: String? = nil, origin: String = site, rpID: String = rpID
    ) throws -> (response: ScreenResponse, fields: KeyValuePairs<String, String>) {
        try browser.get("/login")
        let issued: String
        if let challenge {
            issued = challenge
        } else {
            issued = try #require(try options(browser, from: "/login/passkey/options")["challenge"] as? String)
        }
        let fields = try assertion(issued, counter: counter, origin: origin, rpID: rpID, userHandle: try handle)
        return (try browser.post("/login/passkey", form: fields), fields)
    }

    /// The form fields of the authenticator's answer to `challenge`.
    func assertion(
        _ challenge: String, counter: UInt32, origin: String = site, rpID: String = rpID, userHandle: [UInt8]?, next: String = ""
    ) throws -> KeyValuePairs<String, String> {
        let signed = try #require(Base64URL.decode(challenge))
        let assertion = authenticator.assert(challenge: signed, signCount: counter, origin: origin, rpID: rpID, userHandle: userHandle)
        return [
            "challenge": challenge, "credential_id": Base64URL.encode(assertion.credentialID),
            "client_data_json": Base64URL.encode(assertion.clientDataJSON),
            "authenticator_data": Base64URL.encode(assertion.authenticatorData),
            "signature": Base64URL.encode(assertion.signature), "user_handle": Base64URL.encode(assertion.userHandle ?? []),
            "next": next,
        ]
    }

    /// The member's user handle, as the creation options gave it to the authenticator.
    var handle: [UInt8] {
        get throws {
            let browser = app.browser()
            try browser.signIn(email: "ada@example.com")
            try browser.get("/settings/passkeys")
            return try bytes(try options(browser, from: "/settings/passkeys/options"), "userHandle")
        }
    }

    @Test func aPasskeySignsInWithNoAddressTypedAndIsRemoved() throws {
        let laptop = app.browser()
        let id = try memberWithPasskey(laptop)
        try laptop.signOut()

        let (response, _) = try signIn(laptop, counter: 1)
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/\(id)")
        #expect(try laptop.get("/users/\(id)").status == .ok)
        let activity = try laptop.get("/settings/activity").html().normalizedText
        #expect(activity.contains("Signed in with a passkey") && activity.contains("A passkey was added"))

        let list = try laptop.get("/settings/passkeys", accept: "application/json").jsonObject()
        let passkey = try #require((list["passkeys"] as? [[String: Any]])?.first?["id"] as? Int)
        try laptop.get("/settings/passkeys")
        #expect(try laptop.post("/settings/passkeys/\(passkey)/remove").status == .seeOther)
        try laptop.signOut()
        #expect(try signIn(laptop, counter: 2).response.status == .unprocessableContent)
    }

    @Test func aReplayedAssertionSignsNobodyIn() throws {
        try memberWithPasskey(app.browser())
        let first = app.browser()
        let (signedIn, fields) = try signIn(first, counter: 1)
        #expect(signedIn.status == .seeOther)

        let thief = app.browser()
        try thief.get("/login")
        let replayed = try thief.post("/login/passkey", form: fields)
        #expect(replayed.status == .unprocessableContent)
        #expect(thief.cookies["sk_session"] == nil)
    }

    @Test func aChallengeWorksOnceEvenWithAFreshSignature() throws {
        try memberWithPasskey(app.browser())
        let first = app.browser()
        let (signedIn, fields) = try signIn(first, counter: 1)
        #expect(signedIn.status == .seeOther)
        let used = try #require(fields.first { $0.key == "challenge" }?.value)

        // A new signature with a counter that went up, over the challenge already used.
        let second = app.browser()
        let (response, _) = try signIn(second, counter: 2, challenge: used)
        #expect(response.status == .unprocessableContent)
        #expect(second.cookies["sk_session"] == nil)
    }

    @Test func aCounterThatWentBackwardsSignsNobodyIn() throws {
        try memberWithPasskey(app.browser())
        #expect(try signIn(app.browser(), counter: 5).response.status == .seeOther)
        let clone = app.browser()
        #expect(try signIn(clone, counter: 4).response.status == .unprocessableContent)
        #expect(try signIn(clone, counter: 5).response.status == .unprocessableContent)
        #expect(try signIn(clone, counter: 6).response.status == .seeOther)
    }

    @Test func anotherOriginSignsNobodyIn() throws {
        try memberWithPasskey(app.browser())
        let browser = app.browser()
        #expect(try signIn(browser, counter: 1, origin: "http://localhost:8444").response.status == .unprocessableContent)
        #expect(try signIn(browser, counter: 2, origin: "https://evil.example").response.status == .unprocessableContent)
        #expect(browser.cookies["sk_session"] == nil)
        #expect(try signIn(browser, counter: 3).response.status == .seeOther)
    }

    @Test func anotherRelyingPartySignsNobodyIn() throws {
        try memberWithPasskey(app.browser())
        let browser = app.browser()
        #expect(try signIn(browser, counter: 1, rpID: "evil.example").response.status == .unprocessableContent)
        #expect(browser.cookies["sk_session"] == nil)
        #expect(try signIn(browser, counter: 2).response.status == .seeOther)
    }

    @Test func aRegistrationChallengeWorksOnce() throws {
        let browser = app.browser()
        try memberWithPasskey(browser)
        try browser.get("/settings/passkeys")
        let creation = try options(browser, from: "/settings/passkeys/options")
        let other = TestAuthenticator(.ed25519, credentialID: SecureRandom.bytes(count: 16))
        func add(_ name: String) throws -> ScreenResponse {
            let response = other.register(
                challenge: try bytes(creation, "challenge"), origin: Self.site,
                authenticatorData: other.authenticatorData(rpID: Self.rpID, signCount: 0, credential: true))
            return try browser.post("/settings/passkeys/add", form: [
                "name": name, "challenge": try #require(creation["challenge"] as? String),
                "client_data_json": Base64URL.encode(response.clientDataJSON),
                "attestation_object": Base64URL.encode(response.attestationObject),
            ])
        }
        #expect(try add("Phone").status == .seeOther)
        try browser.get("/settings/passkeys")
        #expect(try add("Phone again").status == .unprocessableContent)
        let list = try browser.get("/settings/passkeys", accept: "application/json").jsonObject()
        #expect((list["passkeys"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Laptop", "Phone"])
    }

    @Test func aPasskeyConfirmsSudoModeAndPassesTheSecondStep() throws {
        let browser = app.browser()
        let id = try memberWithPasskey(browser)
        let credential = Base64URL.encode(authenticator.credentialID)

        try browser.get("/settings/confirm")
        let sudo = try options(browser, from: "/settings/confirm/passkey/options")
        #expect(sudo["allowCredentials"] as? [String] == [credential])
        let sudoChallenge = try #require(sudo["challenge"] as? String)
        let confirmed = try browser.post(
            "/settings/confirm/passkey", form: try assertion(sudoChallenge, counter: 1, userHandle: nil, next: "/settings/passkeys"))
        #expect(confirmed.status == .seeOther)
        #expect(confirmed.location == "/settings/passkeys")

        // With authenticator codes on, the second step takes the passkey instead of a code.
        let setup = try browser.get("/settings/two-factor", accept: "application/json").jsonObject()
        let text = try #require(setup["secret"] as? String)
        let secret = try #require(Base32.decode(text))
        try browser.get("/settings/two-factor")
        #expect(try browser.post("/settings/two-factor", form: ["code": SecondStepServerTests.code(secret)]).status == .ok)
        try browser.signOut()
        #expect(try browser.signIn(email: "ada@example.com").location == "/login/code")
        try browser.get("/login/code")
        let step = try options(browser, from: "/login/code/passkey/options")
        #expect(step["allowCredentials"] as? [String] == [credential])
        let stepChallenge = try #require(step["challenge"] as? String)
        // The sudo challenge was for another ceremony, and is used up anyway.
        #expect(try browser.post("/login/code/passkey", form: try assertion(sudoChallenge, counter: 2, userHandle: nil)).status
            == .unprocessableContent)
        let signedIn = try browser.post("/login/code/passkey", form: try assertion(stepChallenge, counter: 3, userHandle: nil))
        #expect(signedIn.status == .seeOther)
        #expect(signedIn.location == "/users/\(id)")
        #expect(try browser.get("/users/\(id)").status == .ok)
    }
}
