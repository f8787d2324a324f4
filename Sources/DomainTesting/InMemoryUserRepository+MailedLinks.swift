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

    public func confirmEmail(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        let provenID = try users.withLock { users -> Int? in
            guard let token = try tokens.redeem(hash: tokenHash, purpose: .emailConfirmation, at: now),
                  let index = users.firstIndex(where: { $0.id == token.userID }),
                  users[index].email.lowercased() == token.email.lowercased()
            else { return nil }
            return users[index].id
        }
        guard let provenID else { return nil }
        return try prove(userID: provenID, at: now, keepingSession: keptSessionIDHash)
    }

    public func signInWithLink(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        guard let token = try tokens.redeem(hash: tokenHash, purpose: .magicLink, at: now) else { return nil }
        try tokens.revoke(userID: token.userID, purposes: [.passwordReset] + EmailTokenPurpose.pendingEmailChange)
        return try prove(userID: token.userID, at: now, keepingSession: keptSessionIDHash)
    }

    /// Storage's ``AddressProof``, with sessions ended in the registered session stores.
    private func prove(userID: Int, at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        guard let member = try user(id: userID) else { return nil }
        guard !member.isEmailConfirmed else { return AddressProof(member: member, wasFirstProof: false, passwordRemoved: false) }
        let keptIsTheMembers = endSessions(userID: userID, keeping: keptSessionIDHash ?? "")
        let proven = users.withLock { users -> User? in
            guard let index = users.firstIndex(where: { $0.id == userID }) else { return nil }
            users[index].emailConfirmedAt = now
            if !keptIsTheMembers { users[index].passwordHash = "" }
            return users[index]
        }
        return proven.map { AddressProof(member: $0, wasFirstProof: true, passwordRemoved: !keptIsTheMembers) }
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
    public func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> AddressProof? {
        let proof = try users.withLock { users -> AddressProof? in
            guard let token = try tokens.redeem(hash: tokenHash, purpose: .passwordReset, at: now),
                  let index = users.firstIndex(where: { $0.id == token.userID })
            else { return nil }
            users[index].passwordHash = passwordHash
            try tokens.revoke(userID: token.userID, purposes: [.passwordReset, .magicLink] + EmailTokenPurpose.pendingEmailChange)
            let wasFirstProof = !users[index].isEmailConfirmed
            if wasFirstProof { users[index].emailConfirmedAt = now }
            return AddressProof(member: users[index], wasFirstProof: wasFirstProof, passwordRemoved: false)
        }
        if let proof { endSessions(userID: proof.member.id) }
        return proof
    }
}
