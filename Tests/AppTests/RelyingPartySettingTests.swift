import AccountFeature
@testable import App
import ScreenKitTesting
import Synchronization
import Testing
import WebAuthn

/// The app's relying party follows the site's address the way mailed links do.
struct RelyingPartySettingTests {
    @Test func theRelyingPartyIsThePublicURLsHostAndOrigin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stores = try Dependencies(databasePath: folder.databasePath)
        defer { try? stores.database.close() }
        let address = Mutex("http://127.0.0.1:0")
        let app = AppDependencies(stores: stores, mail: AccountMailSettings { address.withLock { $0 } })

        // Before the server listens (and on an IP address), browsers would run no ceremony.
        #expect(app.relyingParty == nil)
        address.withLock { $0 = "https://Accounts.Example.com:443/" }
        #expect(app.relyingParty == RelyingParty(id: "accounts.example.com", origin: "https://accounts.example.com"))
        address.withLock { $0 = "http://localhost:49152" }
        #expect(app.relyingParty == RelyingParty(id: "localhost", origin: "http://localhost:49152"))
    }
}
