import HTTPCore
import ScreenKitTesting
import Secrets

extension ScreenClient {
    /// The hash a store keeps for the session id this client holds, if it holds one.
    var sessionIDHash: String? {
        cookies["sk_session"].map { Base64URL.encode(Digest.sha256(Array($0.utf8))) }
    }

    /// Whether the client's session still signs it in.
    var isSignedIn: Bool {
        get throws { try get("/test/members").status == .ok }
    }
}
