import Domain

/// The second step's form; sent as JSON to JSON clients. It never holds the code typed.
struct SecondStepViewModel: Encodable, Equatable, Sendable {
    /// The address of the account signing in, which the page names.
    var account = ""
    /// What was wrong with the code.
    var codeError: String?
    /// One message about the whole form: too many attempts, a passkey refused.
    var error: String?
    /// The member has a passkey: the page offers it instead of a code (where the script runs).
    var offersPasskey = false
    /// What the passkey script asked for (`POST /login/code/passkey/options`): a challenge for
    /// one of the member's passkeys.
    var passkeyOptions: PasskeyRequestOptions?
    /// "Trust this browser for 30 days", as ticked.
    var trust = false
}

/// What the second step's form sends: an authenticator code or a recovery code, and whether
/// to trust this browser.
struct SecondStepForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case code, trust
    }

    let code: String
    /// Sent only when "trust this browser" is ticked.
    let trust: String?

    var trustsBrowser: Bool { trust != nil }
}
