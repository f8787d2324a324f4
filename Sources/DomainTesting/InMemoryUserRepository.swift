public import Domain
import Synchronization

/// Members in memory, with the storage contract (ids from 1, emails unique ignoring case),
/// counting profile updates so tests can check that a refused edit wrote nothing.
public final class InMemoryUserRepository: UserRepository {
    private let users = Mutex<[User]>([])
    private let updates = Mutex(0)

    public init() {}

    /// Every member, in the order they joined.
    public var all: [User] { users.withLock { $0 } }

    /// How many times `updateProfile` was called.
    public var updateProfileCalls: Int { updates.withLock { $0 } }

    /// Adds a member directly, as if they had signed up earlier.
    @discardableResult
    public func seed(
        name: String, email: String? = nil, bio: String = "", passwordHash: String = "unused",
        createdAt: Int = 1_700_000_000
    ) throws -> User {
        let created = try create(NewUser(
            name: name, email: email ?? "member\(all.count + 1)@example.com", passwordHash: passwordHash,
            createdAt: createdAt))
        if !bio.isEmpty {
            users.withLock { users in
                if let index = users.firstIndex(where: { $0.id == created.id }) { users[index].bio = bio }
            }
        }
        return try user(id: created.id) ?? created
    }

    /// Adds `count` members named "Member 1", "Member 2"…, joining a day apart.
    public func seedMembers(_ count: Int) throws {
        guard count > 0 else { return }
        for number in 1...count {
            try seed(name: "Member \(number)", createdAt: 1_700_000_000 + number * 86_400)
        }
    }

    public func create(_ user: NewUser) throws -> User {
        try users.withLock { users in
            let email = user.email.lowercased()
            if users.contains(where: { $0.email.lowercased() == email }) { throw UserRepositoryError.emailTaken }
            let stored = User(
                id: (users.map(\.id).max() ?? 0) + 1, name: user.name, email: user.email, bio: "",
                passwordHash: user.passwordHash, createdAt: user.createdAt)
            users.append(stored)
            return stored
        }
    }

    public func user(id: Int) throws -> User? {
        users.withLock { users in users.first { $0.id == id } }
    }

    public func user(email: String) throws -> User? {
        let email = email.lowercased()
        return users.withLock { users in users.first { $0.email.lowercased() == email } }
    }

    public func updateProfile(id: Int, name: String, bio: String) throws -> Bool {
        updates.withLock { $0 += 1 }
        return users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
            users[index].name = name
            users[index].bio = bio
            return true
        }
    }

    public func updatePasswordHash(id: Int, to passwordHash: String) throws {
        users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == id }) else { return }
            users[index].passwordHash = passwordHash
        }
    }

    public func updateEmail(id: Int, to email: String) throws -> Bool {
        try users.withLock { users in
            let key = email.lowercased()
            if users.contains(where: { $0.id != id && $0.email.lowercased() == key }) { throw UserRepositoryError.emailTaken }
            guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
            users[index].email = email
            return true
        }
    }

    public func delete(id: Int) throws -> Bool {
        users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
            users.remove(at: index)
            return true
        }
    }

    /// Sets a member's avatar tag, as ``InMemoryAvatarRepository`` does with each upload.
    func setAvatarTag(_ tag: String?, userID: Int) throws -> Bool {
        users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == userID }) else { return false }
            users[index].avatarTag = tag
            return true
        }
    }

    public func newest(limit: Int) throws -> [User] {
        users.withLock { Array($0.reversed().prefix(limit)) }
    }

    public func list(offset: Int, limit: Int) throws -> [User] {
        users.withLock { Array($0.dropFirst(offset).prefix(limit)) }
    }

    public func count() throws -> Int {
        users.withLock { $0.count }
    }
}
