import Domain
import ScreenKit

/// Creates an account from fields that were already validated, with the link that confirms
/// its address queued in the same write.
struct RegisterUserUseCase: Sendable {
    let users: any UserRepository
    let passwords: any PasswordHashing
    let clock: any WallClock
    let links: EmailLinkUseCase

    /// - Parameters:
    ///   - name: The trimmed, valid name.
    ///   - email: The trimmed, valid email.
    ///   - password: The password as typed; only its hash is stored.
    func callAsFunction(name: String, email: String, password: String) throws -> RegistrationOutcome {
        let newUser = NewUser(
            name: name, email: email, passwordHash: try passwords.hash(password), createdAt: clock.secondsSince1970)
        do {
            let user = try users.create(newUser, confirmation: links.confirmation(email: email))
            return .registered(SignedInUser(id: user.id, name: user.name, emailConfirmed: user.isEmailConfirmed))
        } catch UserRepositoryError.emailTaken {
            return .emailTaken
        }
    }
}

/// How a sign-up ended, when it did not fail outright.
enum RegistrationOutcome: Equatable, Sendable {
    /// The account exists; sign this member in.
    case registered(SignedInUser)
    /// Another member already signed up with this email (case ignored).
    case emailTaken
}
