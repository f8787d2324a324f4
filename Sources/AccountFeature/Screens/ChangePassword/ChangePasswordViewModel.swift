/// Everything the view of the change password screen shows; sent as JSON to JSON clients.
struct ChangePasswordViewModel: Encodable, Equatable, Sendable {
    /// `false` for a member whose password was removed: the form asks for a new one only.
    var hasPassword = true
    var currentPasswordError: String?
    var newPasswordError: String?
    var passwordConfirmationError: String?
}

/// What the form of the change password screen sends.
struct ChangePasswordForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case currentPassword = "current_password"
        case newPassword = "new_password"
        case passwordConfirmation = "password_confirmation"
    }

    let currentPassword: String
    let newPassword: String
    let passwordConfirmation: String
}
