import Domain
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Sudo prompt routes")
struct ConfirmIdentityRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    /// A member who turned codes on through the screens, some time ago.
    func memberWithCodes() throws -> (client: ScreenClient, member: User, recoveryCodes: [String]) {
        let client = try app.provenClient()
        let member = try #require(try app.users.user(email: "ada@example.com"))
        try client.get("/settings/two-factor")
        let on = try client.post("/settings/two-factor", form: ["code": try app.fixture.currentCode(for: member)])
        let codes = try on.html().elements(named: "code").map(\.normalizedText)
        try #require(codes.count == 10)
        app.clock.advance(by: 16 * 60)
        return (client, member, codes)
    }

    @Test func withCodesOnTheWindowOpensWithACodeAndNotThePassword() throws {
        let (client, member, _) = try memberWithCodes()
        #expect(try client.get("/settings/two-factor").location == "/settings/confirm?next=%2Fsettings%2Ftwo-factor")
        let prompt = try client.get("/settings/confirm?next=%2Fsettings%2Ftwo-factor").html()
        #expect(prompt.input(named: "code") != nil && prompt.input(named: "password") == nil)

        let password = try client.post("/settings/confirm", form: ["password": "correct horse", "next": "/settings/two-factor"])
        #expect(password.status == .unprocessableContent)
        #expect(try client.get("/settings/two-factor").status == .seeOther)

        try client.get("/settings/confirm")
        let code = try client.post("/settings/confirm", form: ["code": try app.fixture.currentCode(for: member), "next": "/settings/two-factor"])
        #expect(code.status == .seeOther)
        #expect(code.location == "/settings/two-factor")
        #expect(try client.get("/settings/two-factor").status == .ok)
    }

    @Test func aRecoveryCodeOpensTheWindowOnce() throws {
        let (client, _, codes) = try memberWithCodes()
        try client.get("/settings/confirm")
        #expect(try client.post("/settings/confirm", form: ["code": codes[5]]).location == "/settings")
        #expect(try client.get("/settings").html().normalizedText.contains(SecondStepText.recoveryCodeUsed.text(in: .english, .count(9))))

        app.clock.advance(by: 16 * 60)
        try client.get("/settings/confirm")
        #expect(try client.post("/settings/confirm", form: ["code": codes[5]]).status == .unprocessableContent)
    }
}
