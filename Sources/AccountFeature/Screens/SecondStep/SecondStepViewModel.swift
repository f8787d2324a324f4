/// The second step's form; sent as JSON to JSON clients. It never holds the code typed.
struct SecondStepViewModel: Encodable, Equatable, Sendable {
    /// What was wrong with the code.
    var codeError: String?
    /// One message about the whole form: too many attempts.
    var error: String?
}

/// What the second step's form sends: an authenticator code or a recovery code.
struct SecondStepForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case code
    }

    let code: String
}
