import Domain
import ScreenKit

/// Everything the passkeys screen shows; sent as JSON to JSON clients.
struct PasskeysViewModel: Encodable, Equatable, Sendable {
    var passkeys: [PasskeyRow] = []
    /// The name typed for a passkey being added, kept when adding it failed.
    var name = ""
    var nameError: String?
    /// Why the passkey being added was not.
    var error: String?
    /// What the browser's script asked for (`POST /settings/passkeys/options`): a fresh
    /// challenge and the rest of `navigator.credentials.create()`'s options.
    var passkeyOptions: PasskeyCreationOptions?
    /// The member's address was never proven: the screen adds no passkey, and says why.
    var addressUnproven = false
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

/// What the add form sends once the browser made the passkey: its name and the browser's
/// answer, each binary field base64url.
struct AddPasskeyForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, challenge, clientDataJSON = "client_data_json", attestationObject = "attestation_object"
    }

    let name: String
    let challenge: String
    let clientDataJSON: String
    let attestationObject: String

    var registration: PasskeyRegistration {
        PasskeyRegistration(challenge: challenge, clientDataJSON: clientDataJSON, attestationObject: attestationObject)
    }
}
