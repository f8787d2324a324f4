import Domain
import ScreenKit

/// Checks an email and password, in the same time whether the email is known or not.
struct AuthenticateUserUseCase: Sendable {
    enum Result: Equatable {
        case authenticated(SignedInUser)
        /// The email belongs to this member, the password does not: their security log says so.
        case wrongPassword(memberID: Int)
        case unknownEmail
    }

    let users: any UserRepository
    let passwords: any PasswordHashing

    /// The password is always verified — against `nil` for an unknown email, which costs the
    /// same as a wrong password — so response times do not reveal which emails have accounts.
    /// A hash made with older parameters is replaced while the plain password is at hand.
    func callAsFunction(email: String, password: String) throws -> Result {
        let user = try users.user(email: email.trimmingWhitespace())
        let matches = passwords.verify(password, against: user?.passwordHashToVerify)
        guard let user else { return .unknownEmail }
        guard matches else { return .wrongPassword(memberID: user.id) }
        if passwords.needsRehash(user.passwordHash) {
            try users.updatePasswordHash(id: user.id, to: try passwords.hash(password))
        }
        return .authenticated(SignedInUser(id: user.id, name: user.name, emailConfirmed: user.isEmailConfirmed))
    }
}
