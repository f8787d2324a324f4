import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// A passkey instead of a code at the second step, and instead of the password at the sudo
/// prompt, through the kit with ceremonies a test can follow (``FakePasskeyCeremony``).
@Suite("Passkey as a second step and for sudo mode")
struct PasskeyStepRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    func challenge(_ client: ScreenClient, from path: String, next: String = "") throws -> String {
        let response = try client.post(path, form: ["next": next], accept: "application/json")
        #expect(response.status == .ok)
        let options = try #require(try response.jsonObject()["passkeyOptions"] as? [String: Any])
        #expect(options["allowCredentials"] as? [String] == ["cred-1"])
        return try #require(options["challenge"] as? String)
    }

    func assertion(_ challenge: String, counter: Int, signature: String = "signed", next: String = "") -> KeyValuePairs<String, String> {
        [
            "challenge": challenge, "credential_id": "cred-1", "client_data_json": "{}", "authenticator_data": String(counter),
            "signature": signature, "user_handle": "", "next": next,
        ]
    }

    func addPasskey(for member: User) throws {
        _ = try app.store.passkeys.addPasskey(
            userID: member.id, credentialID: Array("cred-1".utf8), publicKey: [1], signCount: 0, name: "Laptop", at: 0)
    }

    /// A browser past the password of a member with codes on, at the second step.
    func atTheSecondStep(_ member: User) throws -> ScreenClient {
        let client = app.client()
        try client.get("/login")
        let password = try client.post("/login", form: ["email": member.email, "password": "correct horse", "next": ""])
        #expect(password.location == "/login/code")
        return client
    }

    @Test func theSecondStepOffersAPasskeyOnlyToAMemberWithOne() throws {
        let (member, _) = try app.fixture.memberWithAuthenticator()
        let without = try atTheSecondStep(member).get("/login/code").html()
        #expect(without.elements { $0.attribute("data-passkey") != nil }.isEmpty)
        #expect(without.elements(named: "script").isEmpty)

        try addPasskey(for: member)
        let with = try atTheSecondStep(member).get("/login/code").html()
        let form = try #require(with.elements(named: "form").first { $0.attribute("data-passkey") == "get" })
        #expect(form.hasAttribute("hidden"))
        #expect(form.attribute("action") == "/login/code/passkey")
    }

    @Test func aPasskeyPassesTheSecondStep() throws {
        let (member, _) = try app.fixture.memberWithAuthenticator()
        try addPasskey(for: member)
        let client = try atTheSecondStep(member)
        try client.get("/login/code")

        let refused = try client.post("/login/code/passkey", form: assertion(try challenge(client, from: "/login/code/passkey/options"), counter: 1, signature: "forged"))
        #expect(refused.status == .unprocessableContent)
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)
        #expect(try app.store.eventKinds(userID: member.id).last == .passkeyFailed)

        let signedIn = try client.post("/login/code/passkey", form: assertion(try challenge(client, from: "/login/code/passkey/options"), counter: 2))
        #expect(signedIn.status == .seeOther)
        #expect(signedIn.location == "/users/\(member.id)")
        #expect(client.cookies[LoginTestApplication.sessionCookie] != nil)
        #expect(try app.store.eventKinds(userID: member.id).last == .signedInWithPasskey)
    }

    @Test func withNothingPendingThePasskeyStepGoesBackToTheSignInForm() throws {
        let client = app.client()
        try client.get("/login")
        let response = try client.post("/login/code/passkey/options", accept: "application/json")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login")
    }

    @Test func aPasskeyConfirmsItIsTheMemberForSudoMode() throws {
        let client = try app.provenClient()
        let member = try #require(try app.users.user(email: "ada@example.com"))
        try addPasskey(for: member)
        app.clock.advance(by: 16 * 60)
        #expect(try client.get("/settings/passkeys").location == "/settings/confirm?next=%2Fsettings%2Fpasskeys")

        let prompt = try client.get("/settings/confirm?next=%2Fsettings%2Fpasskeys").html()
        #expect(prompt.elements(named: "form").contains { $0.attribute("action") == "/settings/confirm/passkey" })
        let refused = try client.post(
            "/settings/confirm/passkey",
            form: assertion(try challenge(client, from: "/settings/confirm/passkey/options"), counter: 0, signature: "forged", next: "/settings/passkeys"))
        #expect(refused.status == .unprocessableContent)
        #expect(try app.store.eventKinds(userID: member.id).last == .passkeyFailed)

        let confirmed = try client.post(
            "/settings/confirm/passkey",
            form: assertion(try challenge(client, from: "/settings/confirm/passkey/options"), counter: 0, next: "/settings/passkeys"))
        #expect(confirmed.status == .seeOther)
        #expect(confirmed.location == "/settings/passkeys")
        #expect(try client.get("/settings/passkeys").status == .ok)
    }

    @Test func aSecondStepChallengeDoesNotConfirmSudoMode() throws {
        let (member, _) = try app.fixture.memberWithAuthenticator()
        try addPasskey(for: member)
        let client = try atTheSecondStep(member)
        try client.get("/login/code")
        let secondStep = try challenge(client, from: "/login/code/passkey/options")
        try client.post("/login/code/passkey", form: assertion(try challenge(client, from: "/login/code/passkey/options"), counter: 1))
        app.clock.advance(by: 16 * 60)
        try client.get("/settings/confirm")

        let response = try client.post("/settings/confirm/passkey", form: assertion(secondStep, counter: 2))
        #expect(response.status == .unprocessableContent)
    }
}
