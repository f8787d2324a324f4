public import Domain
import ScreenKit
import Synchronization

/// Members in memory, with the storage contract (ids from 1, emails unique ignoring case),
/// counting profile updates so tests can check that a refused edit wrote nothing.
///
/// The changes mailed links make go through ``tokens`` and queue their mail in ``outbox``, so
/// a test can issue a link, open it here and read what was sent.
public final class InMemoryUserRepository: UserRepository {
    /// Locked before ``tokens``' and ``outbox``'s own locks, never after.
    let users = Mutex<[User]>([])
    private let updates = Mutex(0)
    /// Ends a member's sessions but one (by its id hash) after a password reset or the first
    /// proof of their address, and tells whether that one was theirs: what each
    /// ``InMemorySessionStore`` made with ``InMemorySessionStore/init(users:)`` registered.
    private let sessionEnders = Mutex<[@Sendable (Int, String) -> Bool]>([])

    /// The tokens of links mailed to members.
    public let tokens: InMemoryEmailTokens

    /// The mail queued by the tokens and by the members' changes.
    public var outbox: InMemoryOutbox { tokens.outbox }

    public init(tokens: InMemoryEmailTokens = InMemoryEmailTokens()) {
        self.tokens = tokens
    }

    /// Every member, in the order they joined.
    public var all: [User] { users.withLock { $0 } }

    /// How many times `updateProfile` was called.
    public var updateProfileCalls: Int { updates.withLock { $0 } }

    /// Adds a member directly, as if they had signed up earlier and (unless `confirmed` is
    /// false) opened the link that confirmed their address.
    @discardableResult
    public func seed(
        name: String, email: String? = nil, bio: String = "", passwordHash: String = "unused",
        createdAt: Int = 1_700_000_000, confirmed: Bool = true
    ) throws -> User {
        let created = try create(NewUser(
            name: name, email: email ?? "member\(all.count + 1)@example.com", passwordHash: passwordHash,
            createdAt: createdAt))
        let emailConfirmedAt = confirmed ? createdAt : nil
        if !bio.isEmpty || emailConfirmedAt != nil {
            users.withLock { users in
                guard let index = users.firstIndex(where: { $0.id == created.id }) else { return }
                users[index].bio = bio
                users[index].emailConfirmedAt = emailConfirmedAt
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
        try users.withLock { users in try Self.insert(user, into: &users) }
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

    /// As storage: a different address is unconfirmed and voids the links mailed to the old one.
    public func updateEmail(id: Int, to email: String) throws -> Bool {
        try users.withLock { users in
            let key = email.lowercased()
            if users.contains(where: { $0.id != id && $0.email.lowercased() == key }) { throw UserRepositoryError.emailTaken }
            guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
            if users[index].email.lowercased() == key {
                users[index].email = email
            } else {
                try moveAddress(of: &users[index], to: email, confirmedAt: nil)
            }
            return true
        }
    }

    /// The member's tokens go with them, as storage's `ON DELETE CASCADE` takes them.
    public func delete(id: Int) throws -> Bool {
        try users.withLock { users in
            guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
            users.remove(at: index)
            try tokens.revoke(userID: id, purposes: EmailTokenPurpose.allCases)
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

    /// Stores `user` in `users`, the storage contract's way.
    static func insert(_ user: NewUser, into users: inout [User]) throws(UserRepositoryError) -> User {
        let email = user.email.lowercased()
        if users.contains(where: { $0.email.lowercased() == email }) { throw .emailTaken }
        let stored = User(
            id: (users.map(\.id).max() ?? 0) + 1, name: user.name, email: user.email, bio: "",
            passwordHash: user.passwordHash, createdAt: user.createdAt)
        users.append(stored)
        return stored
    }

    /// Gives `member` a different address, confirmed at `confirmedAt` or not yet, and voids the
    /// links mailed to the one they had.
    func moveAddress(of member: inout User, to email: String, confirmedAt: Int?) throws {
        member.email = email
        member.emailConfirmedAt = confirmedAt
        try tokens.revoke(userID: member.id, purposes: EmailTokenPurpose.linksToTheAddress)
    }

    /// Has `store` end a member's sessions when their password is reset or their address is
    /// first proven, as storage deletes them in the same transaction. The store is held weakly:
    /// it holds this repository.
    func endSessionsOnPasswordReset(in store: InMemorySessionStore) {
        sessionEnders.withLock {
            $0.append { [weak store] userID, kept in
                guard let store else { return false }
                let keptIsTheMembers = (try? store.sessions(userID: userID))?.contains { $0.record.idHash == kept } ?? false
                _ = try? store.deleteSessions(userID: userID, keeping: kept)
                return keptIsTheMembers
            }
        }
    }

    /// Ends every session of the member but `kept` in the stores registered.
    ///
    /// - Returns: whether `kept` was one of the member's sessions.
    @discardableResult
    func endSessions(userID: Int, keeping kept: String = "") -> Bool {
        // An id hash is never empty, so keeping "" keeps none.
        var keptIsTheMembers = false
        for end in sessionEnders.withLock({ $0 }) where end(userID, kept) {
            keptIsTheMembers = true
        }
        return keptIsTheMembers
    }
}
