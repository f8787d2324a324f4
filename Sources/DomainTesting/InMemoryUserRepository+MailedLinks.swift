public import Domain
import Synchronization

/// The changes mailed links make, with storage's semantics: a change that is refused leaves
/// its link usable and queues nothing; a link opened twice changes nothing the second time.
extension InMemoryUserRepository {
    public func create(_ user: NewUser, confirmation: MailedToken) throws -> User {
        try users.withLock { users in
            let stored = try Self.insert(user, into: &users)
            try tokens.issue(confirmation, userID: stored.id, at: user.createdAt)
            return stored
        }
    }

    public func confirmEmail(tokenHash: [UInt8], at now: Int) throws -> User? {
        try users.withLock { users in
            guard let token = try tokens.redeem(hash: tokenHash, purpose: .emailConfirmation, at: now),
                  let index = users.firstIndex(where: { $0.id == token.userID }),
                  users[index].email.lowercased() == token.email.lowercased()
            else { return nil }
            users[index].emailConfirmedAt = now
            return users[index]
        }
    }

    public func changeEmail(tokenHash: [UInt8], at now: Int, notice: (User) -> OutgoingMail) throws -> User? {
        try users.withLock { users in
            // Checked before redeeming: storage rolls the redeem back when the address is taken.
            guard let pending = try tokens.token(hash: tokenHash, purpose: .emailChange, at: now) else { return nil }
            let key = pending.email.lowercased()
            if users.contains(where: { $0.id != pending.userID && $0.email.lowercased() == key }) {
                throw UserRepositoryError.emailTaken
            }
            guard let token = try tokens.redeem(hash: tokenHash, purpose: .emailChange, at: now),
                  let index = users.firstIndex(where: { $0.id == token.userID })
            else { return nil }
            let member = users[index]
            try moveAddress(of: &users[index], to: token.email, confirmedAt: now)
            try outbox.enqueue(notice(member), at: now)
            return users[index]
        }
    }

    /// Ends the member's sessions in every ``InMemorySessionStore`` made from this repository
    /// with ``InMemorySessionStore/init(users:)``; a store made otherwise keeps them.
    public func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> User? {
        let member = try users.withLock { users -> User? in
            guard let token = try tokens.redeem(hash: tokenHash, purpose: .passwordReset, at: now),
                  let index = users.firstIndex(where: { $0.id == token.userID })
            else { return nil }
            users[index].passwordHash = passwordHash
            try tokens.revoke(userID: token.userID, purposes: [.passwordReset, .magicLink])
            return users[index]
        }
        if let member { endSessions(userID: member.id) }
        return member
    }
}
