import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The key shown while codes are being turned on belongs to the session that asked for it and
/// lives fifteen minutes: someone who once held a session and read a key cannot make it the
/// owner's.
@Suite("Authenticator set-up")
struct AuthenticatorSetupRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }

    init() throws {
        steps = try AccountSteps()
        try app.fixture.seedMember()
    }

    /// What happens between the intruder reading a key and the owner turning codes on.
    enum Meanwhile: String, CaseIterable, Sendable {
        case nothing, ownerChangesThePassword, ownerResetsThePassword, ownerSignsOutEverywhereElse, timePasses
    }

    @Test(arguments: Meanwhile.allCases)
    func aKeyReadInAnotherSessionNeverBecomesTheOwners(_ meanwhile: Meanwhile) throws {
        let intruder = try steps.signedIn()
        let planted = try #require(try steps.keyBeingSetUp(intruder))
        var owner = try steps.signedIn()
        var password = AccountSteps.password
        switch meanwhile {
        case .nothing:
            break
        case .ownerChangesThePassword:
            password = "battery staple"
            #expect(try steps.changePassword(owner, to: password).status == .seeOther)
        case .ownerResetsThePassword:
            password = "battery staple"
            #expect(try steps.resetPassword(app.client(), to: password).status == .seeOther)
            owner = try steps.signedIn(password: password)
        case .ownerSignsOutEverywhereElse:
            #expect(try steps.signOutEverywhereElse(owner).status == .seeOther)
        case .timePasses:
            app.clock.advance(by: 16 * 60)
            owner = try steps.signedIn()
        }

        let ownKey = try #require(try steps.keyBeingSetUp(owner))
        #expect(ownKey != planted)
        try owner.get("/settings/two-factor")
        #expect(try owner.post("/settings/two-factor", form: ["code": steps.code(planted)]).status == .unprocessableContent)
        #expect(try steps.count("SELECT COUNT(*) AS value FROM authenticators WHERE confirmed_at IS NOT NULL") == 0)
    }

    /// Within its session and its fifteen minutes the key stays the same, so an app that
    /// already scanned it keeps working after a reload.
    @Test func theSessionThatAskedSeesTheSameKeyUntilItExpires() throws {
        let owner = try steps.signedIn()
        let key = try #require(try steps.keyBeingSetUp(owner))
        app.clock.advance(by: 14 * 60)
        #expect(try steps.keyBeingSetUp(owner) == key)
        app.clock.advance(by: 2 * 60)
        try owner.get("/settings/confirm")
        #expect(try owner.post("/settings/confirm", form: ["password": AccountSteps.password, "code": "", "next": ""]).status == .seeOther)
        #expect(try steps.keyBeingSetUp(owner) != key)
    }

    /// A password change drops the key the owner's own session was setting up too.
    @Test func aPasswordChangeDropsTheKeyBeingSetUp() throws {
        let owner = try steps.signedIn()
        let key = try #require(try steps.keyBeingSetUp(owner))
        #expect(try steps.changePassword(owner, to: "battery staple").status == .seeOther)
        #expect(try steps.keyBeingSetUp(owner) != key)
    }
}
