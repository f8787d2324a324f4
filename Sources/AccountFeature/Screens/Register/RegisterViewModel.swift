/// Everything the sign-up view shows; sent as JSON to JSON clients. Passwords are never part
/// of it: after a refused sign-up both password fields are empty.
struct RegisterViewModel: Encodable, Equatable, Sendable {
    /// As typed last time.
    var name = ""
    /// As typed last time.
    var email = ""
    var nameError: String?
    var emailError: String?
    var passwordError: String?
    var passwordConfirmationError: String?
    /// About the whole form, such as a wait after too many sign-ups.
    var error: String?
}

/// What the sign-up form sends.
struct RegisterForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, email, password
        case passwordConfirmation = "password_confirmation"
    }

    let name: String
    let email: String
    let password: String
    let passwordConfirmation: String
}
