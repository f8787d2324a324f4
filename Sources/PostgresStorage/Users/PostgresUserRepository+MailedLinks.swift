public import Domain

/// The member changes a mailed link makes: each redeems its token and changes the member in one
/// transaction, so a change that fails leaves the link usable, and a link opened twice (on two
/// instances at once included: the token's row is deleted by one of them) changes nothing the
/// second time.
extension PostgresUserRepository {
    public func create(_ user: NewUser, confirmation: MailedToken) throws -> User {
        let id = try Self.refusingTakenEmail {
            try database.write { connection throws(PostgresError) in
                let id = try Self.insert(user, into: connection)
                try PostgresEmailTokens.issue(confirmation, userID: id, at: user.createdAt, in: connection)
                return id
            }
        }
        return User(id: id, name: user.name, email: user.email, bio: "", passwordHash: user.passwordHash, createdAt: user.createdAt)
    }

    public func confirmEmail(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        try database.write { connection throws(PostgresError) in
            guard let token = try PostgresEmailTokens.redeem(hash: tokenHash, purpose: .emailConfirmation, at: now, in: connection),
                  try connection.first(
                      "SELECT 1 FROM users WHERE id = $1 AND email_key = $2", token.userID, EmailKey.of(token.email), decode: { _ in true }
                  ) != nil
            else { return nil }
            return try Self.prove(userID: token.userID, at: now, keepingSession: keptSessionIDHash, in: connection)
        }
    }

    /// A sign-in voids a reset link left in the mailbox, as a password sign-in does, and a change
    /// of address waiting for its link.
    public func signInWithLink(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        try database.write { connection throws(PostgresError) in
            guard let token = try PostgresEmailTokens.redeem(hash: tokenHash, purpose: .magicLink, at: now, in: connection) else {
                return nil
            }
            try PostgresEmailTokens.revoke(
                userID: token.userID, purposes: [.passwordReset] + EmailTokenPurpose.pendingEmailChange, in: connection)
            return try Self.prove(userID: token.userID, at: now, keepingSession: keptSessionIDHash, in: connection)
        }
    }

    /// Proves the member's address inside the caller's transaction (``AddressProof``), the
    /// member's row locked so that two proofs on two instances are one first proof: on its first
    /// proof, confirms it and ends every session but `keptSessionIDHash`, if that one is the
    /// member's; if it is not, the password goes too.
    static func prove(
        userID: Int, at now: Int, keepingSession keptSessionIDHash: String?, in connection: PostgresConnection
    ) throws(PostgresError) -> AddressProof? {
        guard let member = try connection.first(selectByID + " FOR UPDATE", userID, decode: User.init(columns:)) else { return nil }
        guard !member.isEmailConfirmed else {
            return AddressProof(member: member, wasFirstProof: false, passwordRemoved: false)
        }
        let kept = keptSessionIDHash ?? ""
        let keptIsTheMembers = try connection.first(
            "SELECT 1 FROM sessions WHERE id_hash = $1 AND user_id = $2", kept, userID, decode: { _ in true }) != nil
        try connection.run("DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2", userID, kept)
        try connection.run(
            "UPDATE users SET email_confirmed_at = $1, password_hash = CASE WHEN $2 THEN password_hash ELSE '' END WHERE id = $3",
            now, keptIsTheMembers, userID)
        var proven = member
        proven.emailConfirmedAt = now
        if !keptIsTheMembers { proven.passwordHash = "" }
        return AddressProof(member: proven, wasFirstProof: true, passwordRemoved: !keptIsTheMembers)
    }

    public func changeEmail(tokenHash: [UInt8], at now: Int, notice: (User) -> OutgoingMail) throws -> User? {
        try Self.refusingTakenEmail {
            try database.write { connection throws(PostgresError) -> User? in
                guard let token = try PostgresEmailTokens.redeem(hash: tokenHash, purpose: .emailChange, at: now, in: connection),
                      let member = try connection.first(Self.selectByID + " FOR UPDATE", token.userID, decode: User.init(columns:))
                else { return nil }
                try Self.moveAddress(id: member.id, to: token.email, confirmedAt: now, in: connection)
                _ = try PostgresOutbox.insert(notice(member), at: now, into: connection)
                var changed = member
                changed.email = token.email
                changed.emailConfirmedAt = now
                return changed
            }
        }
    }

    /// Every session ends, so the proof of a first-proven address keeps none; the new password
    /// is the owner's own.
    public func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> AddressProof? {
        try database.write { connection throws(PostgresError) in
            guard let token = try PostgresEmailTokens.redeem(hash: tokenHash, purpose: .passwordReset, at: now, in: connection),
                  try connection.run("UPDATE users SET password_hash = $1 WHERE id = $2", passwordHash, token.userID) > 0
            else { return nil }
            try connection.run("DELETE FROM sessions WHERE user_id = $1", token.userID)
            try PostgresEmailTokens.revoke(
                userID: token.userID, purposes: [.passwordReset, .magicLink] + EmailTokenPurpose.pendingEmailChange, in: connection)
            let wasFirstProof = try connection.run(
                "UPDATE users SET email_confirmed_at = $1 WHERE id = $2 AND email_confirmed_at IS NULL", now, token.userID) > 0
            guard let member = try connection.first(Self.selectByID, token.userID, decode: User.init(columns:)) else { return nil }
            return AddressProof(member: member, wasFirstProof: wasFirstProof, passwordRemoved: false)
        }
    }
}
