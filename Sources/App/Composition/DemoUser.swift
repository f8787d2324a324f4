import Domain
import Logging
import ScreenKit
import Secrets

/// The member a development database starts with, so a newcomer can sign in at once. Its
/// password is random per database and printed once, when it is made; production never
/// makes one.
enum DemoUser {
    static let email = "demo@example.com"
    static let name = "Demo User"

    /// Creates the demo member if the database has no members yet.
    static func createIfEmpty(dependencies: Dependencies, logger: Logger) throws {
        guard try dependencies.users.newest(limit: 1).isEmpty else { return }
        let password = SecureRandom.token(byteCount: 12)
        let user = NewUser(
            name: name, email: email,
            passwordHash: try dependencies.passwords.hash(password),
            createdAt: dependencies.clock.secondsSince1970)
        do {
            _ = try dependencies.users.create(user)
        } catch UserRepositoryError.emailTaken {
            // Another instance on the same database made it first: its log has the password.
            return
        }
        logger.notice("demo user created: sign in as \(email) with password \(password) (shown once)")
    }
}
