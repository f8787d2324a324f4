import ScreenKit

/// Everything the passkeys screen shows; sent as JSON to JSON clients.
struct PasskeysViewModel: Encodable, Equatable, Sendable {
    var passkeys: [PasskeyRow] = []
}

/// One passkey, as its member named it.
struct PasskeyRow: Encodable, Equatable, Sendable {
    /// What the remove form names: the store's key, checked against the member on removal.
    var id: Int
    var name: String
    var addedAt: Timestamp
    /// `nil` until the passkey signs in once.
    var lastUsedAt: Timestamp?
}
