/// Everything the new-password form shows; sent as JSON to JSON clients. It never holds a
/// password; the link's secret comes back in a hidden field.
struct ResetPasswordViewModel: Encodable, Equatable, Sendable {
    /// The secret from the link, carried to the form's post.
    var token = ""
    /// The link is unknown, used or expired: the page says so and offers a new one.
    var linkInvalid = false
    var passwordError: String?
    var passwordConfirmationError: String?
    /// Too many tries from this client: when to try again.
    var error: String?
}

/// What the new-password form sends.
struct ResetPasswordForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case token
        case password
        case passwordConfirmation = "password_confirmation"
    }

    let token: String
    let password: String
    let passwordConfirmation: String
}
