import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// Adding a passkey and signing in with one, through the kit, with ceremonies a test can follow
/// (``FakePasskeyCeremony``) over the real store: what the screens do with what the ceremony
/// decides. WebAuthn's checks themselves run through the server in `AppTests`.
@Suite("Passkey ceremony routes")
struct PasskeyCeremonyRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    /// The challenge the script would get from `path`, as the screen's JSON gives it.
    func challenge(_ client: ScreenClient, from path: String) throws -> String {
        let response = try client.post(path, accept: "application/json")
        #expect(response.status == .ok)
        let options = try #require(try response.jsonObject()["passkeyOptions"] as? [String: Any])
        return try #require(options["challenge"] as? String)
    }

    func addPasskey(_ client: ScreenClient, name: String, challenge: String, credential: String = "cred-1") throws -> ScreenResponse {
        try client.post("/settings/passkeys/add", form: [
            "name": name, "challenge": challenge, "client_data_json": "made", "attestation_object": credential,
        ])
    }

    func signInWithPasskey(_ client: ScreenClient, challenge: String, counter: Int, credential: String = "cred-1") throws -> ScreenResponse {
        try client.post("/login/passkey", form: [
            "challenge": challenge, "credential_id": credential, "client_data_json": "{}", "authenticator_data": String(counter),
            "signature": "signed", "user_handle": "member-1", "next": "",
        ])
    }

    @Test func thePasskeyFormsAreHiddenUntilTheScriptShowsThem() throws {
        let client = try app.provenClient()
        let settings = try client.get("/settings/passkeys").html()
        let add = try #require(settings.elements(named: "form").first { $0.attribute("data-passkey") == "create" })
        #expect(add.hasAttribute("hidden"))
        #expect(settings.elements(named: "script").map { $0.attribute("src") } == ["/js/passkeys.js"])

        try client.post("/logout")
        let login = try client.get("/login").html()
        let signIn = try #require(login.elements(named: "form").first { $0.attribute("data-passkey") == "get" })
        #expect(signIn.hasAttribute("hidden"))
        #expect(signIn.attribute("data-passkey-options") == "/login/passkey/options")
    }

    @Test func aMemberAddsANamedPasskeyOnceWithItsChallenge() throws {
        let client = try app.provenClient()
        try client.get("/settings/passkeys")
        let issued = try challenge(client, from: "/settings/passkeys/options")

        let added = try addPasskey(client, name: "  Laptop ", challenge: issued)
        #expect(added.status == .seeOther)
        #expect(added.location == "/settings/passkeys")
        #expect(try app.store.passkeys.passkeys(userID: 1).map(\.name) == ["Laptop"])
        #expect(try app.store.eventKinds(userID: 1).last == .passkeyAdded)

        // The challenge was used: the same answer again adds nothing.
        try client.get("/settings/passkeys")
        let again = try addPasskey(client, name: "Phone", challenge: issued, credential: "cred-2")
        #expect(again.status == .unprocessableContent)
        #expect(try again.html().normalizedText.contains(PasskeyText.passkeyNotAdded.text(in: .english)))
        #expect(try app.store.passkeys.passkeys(userID: 1).count == 1)
    }

    @Test func aPasskeyNeedsAName() throws {
        let client = try app.provenClient()
        try client.get("/settings/passkeys")
        let issued = try challenge(client, from: "/settings/passkeys/options")
        let response = try addPasskey(client, name: " ", challenge: issued)
        #expect(response.status == .unprocessableContent)
        #expect(try response.html().normalizedText.contains(PasskeyText.enterPasskeyName.text(in: .english)))
        #expect(try app.store.passkeys.passkeys(userID: 1).isEmpty)
    }

    @Test func aVisitorSignsInWithAPasskeyAndNoAddress() throws {
        try app.provenClient().post("/logout")
        _ = try app.store.passkeys.addPasskey(userID: 1, credentialID: Array("cred-1".utf8), publicKey: [1], signCount: 0, name: "Laptop", at: 0)
        let visitor = app.client()
        try visitor.get("/login")
        let issued = try challenge(visitor, from: "/login/passkey/options")

        let response = try signInWithPasskey(visitor, challenge: issued, counter: 5)
        #expect(response.status == .seeOther)
        #expect(response.location == "/users/1")
        #expect(visitor.cookies[LoginTestApplication.sessionCookie] != nil)
        #expect(try app.store.eventKinds(userID: 1).last == .signedInWithPasskey)
        #expect(try visitor.get("/users/1").status == .ok)
        let devices = try #require(try visitor.get("/settings/sessions", accept: "application/json").jsonObject()["devices"] as? [[String: Any]])
        let current = try #require(devices.first { $0["isCurrent"] as? Bool == true })
        #expect(current["signInMethod"] as? String == "passkey")
    }

    @Test func aChallengeSignsInOnce() throws {
        _ = try app.fixture.seedMember()
        _ = try app.store.passkeys.addPasskey(userID: 1, credentialID: Array("cred-1".utf8), publicKey: [1], signCount: 0, name: "Laptop", at: 0)
        let visitor = app.client()
        try visitor.get("/login")
        let issued = try challenge(visitor, from: "/login/passkey/options")
        #expect(try signInWithPasskey(visitor, challenge: issued, counter: 1).status == .seeOther)

        let thief = app.client()
        try thief.get("/login")
        let replayed = try signInWithPasskey(thief, challenge: issued, counter: 2)
        #expect(replayed.status == .unprocessableContent)
        #expect(try replayed.html().normalizedText.contains(PasskeyText.passkeySignInFailed.text(in: .english)))
        #expect(thief.cookies[LoginTestApplication.sessionCookie] == nil)
    }

    @Test func aCounterThatWentBackSignsNobodyIn() throws {
        _ = try app.fixture.seedMember()
        _ = try app.store.passkeys.addPasskey(userID: 1, credentialID: Array("cred-1".utf8), publicKey: [1], signCount: 9, name: "Laptop", at: 0)
        let visitor = app.client()
        try visitor.get("/login")
        let response = try signInWithPasskey(visitor, challenge: try challenge(visitor, from: "/login/passkey/options"), counter: 8)
        #expect(response.status == .unprocessableContent)
        #expect(visitor.cookies[LoginTestApplication.sessionCookie] == nil)
    }

    @Test func failedPasskeySignInsAreThrottledLikeWrongPasswords() throws {
        let limited = try LoginTestApplication(throttle: SignInThrottlePolicy(accountLimit: 10, addressLimit: 2, window: 900))
        let visitor = limited.client()
        try visitor.get("/login")
        for _ in 0..<2 {
            let challenge = try challenge(visitor, from: "/login/passkey/options")
            #expect(try signInWithPasskey(visitor, challenge: challenge, counter: 1, credential: "nobody").status == .unprocessableContent)
        }
        let challenge = try challenge(visitor, from: "/login/passkey/options")
        let refused = try signInWithPasskey(visitor, challenge: challenge, counter: 1, credential: "nobody")
        #expect(refused.status == .tooManyRequests)
    }

    @Test func aClientAsksForAsManyChallengesAsItMaySignIn() throws {
        let limited = try LoginTestApplication(throttle: SignInThrottlePolicy(accountLimit: 10, addressLimit: 10, window: 900, workLimit: 2))
        let visitor = limited.client()
        try visitor.get("/login")
        for _ in 0..<2 {
            #expect(try visitor.post("/login/passkey/options", accept: "application/json").status == .ok)
        }
        #expect(try visitor.post("/login/passkey/options", accept: "application/json").status == .tooManyRequests)
    }

    /// After a refused passkey the address bar shows the passkey's address; reloading it
    /// leads back to the sign-in form rather than to a 405.
    @Test func openingThePasskeyAddressLeadsToTheSignInForm() throws {
        let response = try app.client().get("/login/passkey")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login")
    }

    /// The script says this when the browser came back with no passkey: the person may have
    /// cancelled, or this device may hold none for the site.
    @Test func noPasskeyUsedAlsoSaysTheDeviceMayHaveNone() throws {
        let login = try app.client().get("/login").html()
        let form = try #require(login.elements(named: "form").first { $0.attribute("data-passkey") == "get" })
        #expect(form.attribute("data-passkey-cancelled")?.contains("none for this site") == true, "\(form.attribute("data-passkey-cancelled") ?? "")")
    }
}
