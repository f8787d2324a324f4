/// Everything the e-mail form shows; sent as JSON to JSON clients.
struct ChangeEmailViewModel: Encodable, Equatable, Sendable {
    /// As stored, or as typed last time when the form comes back with a problem.
    var email = ""
    var emailError: String?
    /// Too many messages asked for: the wait.
    var error: String?
}

/// What the e-mail form sends.
struct ChangeEmailForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case email
    }

    let email: String
}
