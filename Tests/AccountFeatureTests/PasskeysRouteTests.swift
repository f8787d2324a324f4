import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The passkeys screen through the kit: sudo mode guards the list and removing, as a passkey
/// signs in without the password.
@Suite("Passkeys routes")
struct PasskeysRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    @Test func aRecentlySignedInMemberSeesAndRemovesTheirPasskey() throws {
        let client = try app.provenClient()
        let passkey = try app.store.passkeys.addPasskey(
            userID: 1, credentialID: [1], publicKey: [0xA5], signCount: 0, name: "Laptop", at: 100)

        let page = try client.get("/settings/passkeys").html()
        #expect(page.elements { $0.classes.contains("card-title") }.map(\.normalizedText) == ["Laptop"])
        let response = try client.post("/settings/passkeys/\(passkey.id)/remove")

        #expect(response.status == .seeOther)
        #expect(response.location == "/settings/passkeys")
        #expect(try app.store.passkeys.passkeys(userID: 1).isEmpty)
        #expect(try app.store.securityEvents().last?.kind == .passkeyRemoved)
    }

    @Test func withoutARecentSignInThePasswordComesFirstAndNothingIsRemoved() throws {
        let client = try app.provenClient()
        let passkey = try app.store.passkeys.addPasskey(
            userID: 1, credentialID: [1], publicKey: [0xA5], signCount: 0, name: "Laptop", at: 100)
        app.clock.advance(by: 16 * 60)

        for response in [try client.get("/settings/passkeys"), try client.post("/settings/passkeys/\(passkey.id)/remove")] {
            #expect(response.status == .seeOther)
            #expect(response.location?.hasPrefix("/settings/confirm") == true)
        }
        #expect(try app.store.passkeys.passkeys(userID: 1) == [passkey])
    }
}
