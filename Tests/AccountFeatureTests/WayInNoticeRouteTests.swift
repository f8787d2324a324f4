import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// A new way into the account is mailed to its owner as it is made, like a change of address,
/// so someone who got into a session cannot add one quietly.
@Suite("Notices of new ways in")
struct WayInNoticeRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }

    init() throws {
        steps = try AccountSteps()
        try app.fixture.seedMember()
    }

    /// The subjects of the messages to the member queued since `count` messages were queued.
    func subjects(after count: Int) throws -> [String] {
        try app.fixture.queuedMail().dropFirst(count).filter { $0.to == "ada@example.com" }.map(\.subject)
    }

    @Test func eachNewWayInIsMailedToTheOwner() throws {
        let owner = try steps.signedIn()
        var sent = try app.fixture.queuedMail().count

        #expect(try steps.addPasskey(owner, credential: "cred-1").status == .seeOther)
        #expect(try subjects(after: sent) == ["A passkey was added to your ScreenKit account"])
        sent = try app.fixture.queuedMail().count

        let (secret, _) = try steps.turnOnCodes(owner)
        #expect(try subjects(after: sent) == ["Authenticator codes were turned on for your ScreenKit account"])
        sent = try app.fixture.queuedMail().count

        try owner.get("/settings/two-factor/recovery-codes")
        #expect(try owner.post("/settings/two-factor/recovery-codes").status == .ok)
        #expect(try subjects(after: sent) == ["New recovery codes were made for your ScreenKit account"])
        sent = try app.fixture.queuedMail().count

        try owner.get("/settings/two-factor")
        #expect(try owner.post("/settings/two-factor/off", form: ["code": steps.code(secret)]).status == .seeOther)
        #expect(try subjects(after: sent) == ["Authenticator codes were turned off for your ScreenKit account"])
        let notice = try #require(try app.fixture.queuedMail().last)
        #expect(notice.text.contains(LoginFixture.siteURL + "/settings/activity"), "\(notice.text)")
    }

    /// Turning codes on is the moment to end sessions an intruder may hold: the page offers it.
    @Test func turningCodesOnOffersToSignOutTheOtherDevices() throws {
        _ = try steps.signedIn()
        let owner = try steps.signedIn()
        let secret = try #require(try steps.keyBeingSetUp(owner))
        try owner.get("/settings/two-factor")
        let page = try owner.post("/settings/two-factor", form: ["code": steps.code(secret)]).html()
        #expect(page.forms.contains { $0.attribute("action") == "/settings/sessions/revoke-others" })
    }
}
