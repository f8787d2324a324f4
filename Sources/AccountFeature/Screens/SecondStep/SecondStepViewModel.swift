/// The second step's form; sent as JSON to JSON clients. It never holds the code typed.
struct SecondStepViewModel: Encodable, Equatable, Sendable {
    /// What was wrong with the code.
    var codeError: String?
    /// One message about the whole form: too many attempts.
    var error: String?
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
