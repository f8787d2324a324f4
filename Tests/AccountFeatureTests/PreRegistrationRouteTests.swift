import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// Someone signs up first with another person's address: until the owner proves it, the account
/// can add no way in of its own, and the owner's first proof takes away every way in it had.
@Suite("Pre-registered accounts")
struct PreRegistrationRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }

    init() throws {
        steps = try AccountSteps()
    }

    /// How the real owner of the address proves it.
    enum Proof: String, CaseIterable, Sendable {
        case confirmationLink, signInLink, passwordReset
    }

    @Test func anUnprovenAccountAddsNoPasskeyAndNoCodes() throws {
        let squatter = try app.registeredClient(name: "Squatter", email: "victim@example.com", password: "squatter's own")

        let passkeysPage = try squatter.get("/settings/passkeys").html()
        let passkeys = try #require(passkeysPage.first { $0.id == "address-unproven" })
        #expect(passkeys.normalizedText.contains("once your e-mail address is confirmed"), "\(passkeys.normalizedText)")
        #expect(passkeysPage.forms.contains { $0.attribute("action") == "/email/confirm/resend" })
        #expect(try steps.passkeyChallenge(squatter, from: "/settings/passkeys/options").challenge == nil)
        #expect(try steps.addPasskey(squatter, credential: "cred-sq").status != .seeOther)

        let codesPage = try squatter.get("/settings/two-factor").html()
        let codes = try #require(codesPage.first { $0.id == "address-unproven" })
        #expect(codes.normalizedText.contains("once your e-mail address is confirmed"), "\(codes.normalizedText)")
        #expect(codesPage.forms.contains { $0.attribute("action") == "/email/confirm/resend" })
        #expect(try steps.keyBeingSetUp(squatter) == nil)
        #expect(try squatter.post("/settings/two-factor", form: ["code": "123456"]).status != .ok)

        #expect(try steps.count("SELECT COUNT(*) AS value FROM passkeys") == 0)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM passkey_challenges") == 0)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM authenticators") == 0)
    }

    @Test func onceTheAddressIsProvenTheMemberAddsBoth() throws {
        let owner = try app.registeredClient()
        try steps.confirmAddress(owner)
        #expect(try steps.addPasskey(owner, credential: "cred-1").status == .seeOther)
        _ = try steps.turnOnCodes(owner)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM passkeys WHERE user_id = 1") == 1)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM authenticators WHERE user_id = 1 AND confirmed_at IS NOT NULL") == 1)
    }

    /// An account made before the rule above may hold a passkey, codes and a trusted browser
    /// its unproven owner added: the owner's first proof takes them all away, says so on the
    /// screen and logs it.
    @Test(arguments: Proof.allCases)
    func theFirstProofTakesAwayEveryWayInTheAccountAdded(_ proof: Proof) throws {
        let squatter = try app.registeredClient(name: "Squatter", email: "victim@example.com", password: "squatter's own")
        try steps.execute("""
            INSERT INTO passkeys (user_id, credential_id, public_key, sign_count, name, created_at)
            VALUES (1, X'637265642d7371', X'01', 0, 'Squatter key', 0)
            """)
        try steps.execute(
            "INSERT INTO authenticators (user_id, sealed_secret, created_at, confirmed_at, last_used_step) VALUES (1, X'01010707', 0, 0, 0)")
        try steps.execute("INSERT INTO recovery_codes (user_id, digest, created_at) VALUES (1, X'7371756174746572636f646531', 0)")
        // The squatter's browser is trusted to skip the code.
        try squatter.post("/logout")
        let (trusted, password) = try steps.signIn(email: "victim@example.com", password: "squatter's own")
        #expect(password.location == "/login/code")
        try trusted.get("/login/code")
        #expect(try trusted.post("/login/code", form: ["code": steps.code([1, 7, 7]), "trust": "1"]).status == .seeOther)
        #expect(trusted.cookies["sk_trusted"] != nil)
        let epoch = try steps.count("SELECT browser_trust_epoch AS value FROM users WHERE id = 1")

        let owner = app.client()
        let proved: ScreenResponse
        switch proof {
        case .confirmationLink:
            proved = try steps.confirmAddress(owner, email: "victim@example.com")
            #expect(proved.location == "/password/forgot")
        case .signInLink:
            proved = try steps.signInWithLink(owner, email: "victim@example.com")
            #expect(proved.location == "/settings/password")
        case .passwordReset:
            proved = try steps.resetPassword(owner, email: "victim@example.com", to: "the owner's own")
            #expect(proved.location == "/users/1")
        }
        let said = try owner.get(try #require(proved.location)).html().normalizedText
        #expect(said.contains("passkeys, authenticator codes and trusted browsers"), "\(said)")

        #expect(try steps.signInWithPasskey(credential: "cred-sq", counter: 1).response.status == .unprocessableContent)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM passkeys") == 0)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM authenticators") == 0)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM recovery_codes") == 0)
        #expect(try steps.count("SELECT browser_trust_epoch AS value FROM users WHERE id = 1") > epoch)
        #expect(try steps.eventNames().contains("ways_in_removed"))
    }

    /// The owner who proves an address nobody added anything to hears nothing about removals.
    @Test func aFirstProofWithNothingToTakeAwaySaysNothingOfIt() throws {
        let owner = try app.registeredClient()
        let said = try owner.get(try #require(try steps.confirmAddress(owner).location)).html().normalizedText
        #expect(!said.contains("trusted browsers"))
        #expect(try !steps.eventNames().contains("ways_in_removed"))
    }
}
