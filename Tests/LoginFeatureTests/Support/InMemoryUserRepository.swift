import Domain
import Synchronization

/// Members in memory, with the storage contract: emails unique ignoring case, ids from 1.
final class InMemoryUserRepository: UserRepository {
    private let users = Mutex<[User]>([])

    /// Every member, in the order they joined.
    var all: [User] { users.withLock { $0 } }

    /// Adds a member directly, as if they had signed up earlier.
    @discardableResult
    func seed(name: String, email: String, passwordHash: String, createdAt: Int = 1_700_000_000) throws -> User {
        try create(NewUser(name: name, email: email, passwordHash: passwordHash, createdAt: createdAt))
    }

    func create(_ user: NewUser) throws -> User {
        try users.withLock { users in
            let email = user.email.lowercased()
            if users.contains(where: { $0.email.lowercased() == email }) { throw UserRepositoryError.emailTaken }
            let stored = User(
                id: users.count + 1, name: user.name, email: user.email, bio: "",
                passwordHash: user.passwordHash, createdAt: user.createdAt)
            users.append(stored)
            return stored
        }
    }

    func user(id: Int) throws -> User? {
        users.withLock { users in users.first { $0.id == id } }
    }

    func user(email: String) throws -> User? {
        let email = email.lowercased()
        return users.withLock { users in users.first { $0.email.lowercased() == email } }
    }

    func updateProfile(id: Int, name: String, bio: String) throws -> Bool {
        users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
            users[index].name = name
            users[index].bio = bio
            return true
        }
    }

    func updatePasswordHash(id: Int, to passwordHash: String) throws {
        users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == id }) else { return }
            users[index].passwordHash = passwordHash
        }
    }

    func newest(limit: Int) throws -> [User] {
        users.withLock { Array($0.reversed().prefix(limit)) }
    }

    func list(offset: Int, limit: Int) throws -> [User] {
        users.withLock { Array($0.dropFirst(offset).prefix(limit)) }
    }

    func count() throws -> Int {
        users.withLock { $0.count }
    }
}
