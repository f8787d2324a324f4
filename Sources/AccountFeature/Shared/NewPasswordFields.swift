import ScreenKit
import ViewCode

/// A new password and its confirmation, as signing up, a reset and a change ask for them: both
/// required and `autocomplete="new-password"`, the first held to the password policy's lengths,
/// which are written here once.
struct NewPasswordFields<Field: CodingKey>: HTMLComponent {
    let label: String
    let field: Field
    let error: String?
    let confirmationLabel: String
    let confirmationField: Field
    let confirmationError: String?

    var body: some HTML {
        SecureField(
            label: label, field: field, autocomplete: .newPassword, error: error, required: true,
            minLength: PasswordPolicyUseCase.minimumLength, maxLength: PasswordPolicyUseCase.maximumLength)
        SecureField(
            label: confirmationLabel, field: confirmationField, autocomplete: .newPassword,
            error: confirmationError, required: true)
    }
}
