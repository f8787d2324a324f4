import Domain
import ScreenKit

/// Checks an email and password, in the same time whether the email is known or not.
struct AuthenticateUserUseCase: Sendable {
    let users: any UserRepository
    let passwords: any PasswordHashing

    /// The password is always verified — against `nil` for an unknown email, which costs the
    /// same as a wrong password — so response times do not reveal which emails have accounts.
    /// A hash made with older parameters is replaced while the plain password is at hand.
    ///
    /// - Returns: the member to sign in, or `nil` when the email or the password is wrong.
    func callAsFunction(email: String, password: String) throws -> SignedInUser? {
        let user = try users.user(email: email.trimmingWhitespace())
        guard passwords.verify(password, against: user?.passwordHash), let user else { return nil }
        if passwords.needsRehash(user.passwordHash) {
            try users.updatePasswordHash(id: user.id, to: try passwords.hash(password))
        }
        return SignedInUser(id: user.id, name: user.name)
    }
}
