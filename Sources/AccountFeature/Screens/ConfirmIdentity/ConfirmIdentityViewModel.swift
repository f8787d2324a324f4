import Domain

/// Everything the sudo prompt shows; sent as JSON to JSON clients. Never the password or code.
struct ConfirmIdentityViewModel: Encodable, Equatable, Sendable {
    /// A safe local path to continue to once confirmed, carried in a hidden field.
    var next: String?
    /// The member has authenticator codes on: the prompt asks for a code, not the password.
    var asksForCode = false
    var passwordError: String?
    var codeError: String?
    /// Too many wrong passwords: the wait; or a passkey refused.
    var error: String?
    /// The member has a passkey: the prompt offers it too (where the script runs).
    var offersPasskey = false
    /// What the passkey script asked for (`POST /settings/confirm/passkey/options`).
    var passkeyOptions: PasskeyRequestOptions?
}

/// What the sudo prompt sends: the password, or a code when the second step is on.
struct ConfirmIdentityForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case password, code, next
    }

    let password: String
    let code: String
    let next: String?
}
