/// Everything the password prompt shows; sent as JSON to JSON clients. Never the password.
struct ConfirmIdentityViewModel: Encodable, Equatable, Sendable {
    /// A safe local path to continue to once confirmed, carried in a hidden field.
    var next: String?
    var passwordError: String?
    /// Too many wrong passwords: the wait.
    var error: String?
}

/// What the password prompt sends.
struct ConfirmIdentityForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case password, next
    }

    let password: String
    let next: String?
}
