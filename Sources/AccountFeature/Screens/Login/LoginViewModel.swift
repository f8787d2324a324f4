import Domain

/// Everything the sign-in view shows; sent as JSON to JSON clients. It never holds the
/// password: a failed sign-in shows the form with the password field empty.
struct LoginViewModel: Encodable, Equatable, Sendable {
    /// As typed last time, so only the password has to be typed again.
    var email = ""
    /// A safe local path to continue to after signing in, carried in a hidden field.
    var next: String?
    /// One message about the whole form: wrong credentials, or too many attempts.
    var error: String?
    /// "Remember me", as ticked last time.
    var remember = false
    /// What the passkey script asked for (`POST /login/passkey/options`): a fresh challenge
    /// for `navigator.credentials.get()`.
    var passkeyOptions: PasskeyRequestOptions?
}

/// What the sign-in form sends.
struct SignInForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case email, password, next, remember
    }

    let email: String
    let password: String
    let next: String?
    /// Sent only when "remember me" is ticked.
    let remember: String?

    var remembers: Bool { remember != nil }
}
