public import Domain

/// The member changes a mailed link makes: each redeems its token and changes the member in one
/// transaction, so a change that fails leaves the link usable, and a link opened twice (on two
/// instances at once included: one of them deletes the token's row) changes nothing the second
/// time.
extension SQLUserRepository {
    /// The member, their confirmation link and its mail are stored together, at the member's
    /// `createdAt`.
    public func create(_ user: NewUser, confirmation: MailedToken) throws -> User {
        let id = try Self.refusingTakenEmail {
            try database.write { connection in
                let id = try Self.insert(user, into: connection)
                try SQLEmailTokens.issue(confirmation, userID: id, at: user.createdAt, in: connection)
                return id
            }
        }
        return User(id: id, name: user.name, email: user.email, bio: "", passwordHash: user.passwordHash, createdAt: user.createdAt)
    }

    /// Addresses are compared by their key, as uniqueness compares them. A link for an address
    /// the member no longer has is used up all the same: it can never confirm anything.
    public func confirmEmail(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        try database.write { connection in
            guard let token = try SQLEmailTokens.redeem(hash: tokenHash, purpose: .emailConfirmation, at: now, in: connection),
                  try connection.exists("SELECT 1 AS value FROM users WHERE id = ? AND email_key = ?", token.userID, EmailKey.of(token.email))
            else { return nil }
            return try Self.prove(userID: token.userID, at: now, keepingSession: keptSessionIDHash, in: connection)
        }
    }

    /// A sign-in voids a reset link left in the mailbox, as a password sign-in does, and a change
    /// of address waiting for its link.
    public func signInWithLink(tokenHash: [UInt8], at now: Int, keepingSession keptSessionIDHash: String?) throws -> AddressProof? {
        try database.write { connection in
            guard let token = try SQLEmailTokens.redeem(hash: tokenHash, purpose: .magicLink, at: now, in: connection) else {
                return nil
            }
            try SQLEmailTokens.revoke(
                userID: token.userID, purposes: [.passwordReset] + EmailTokenPurpose.pendingEmailChange, in: connection)
            return try Self.prove(userID: token.userID, at: now, keepingSession: keptSessionIDHash, in: connection)
        }
    }

    /// Proves the member's address inside the caller's transaction (``AddressProof``), the
    /// member's row locked so that two proofs at once are one first proof: on its first proof,
    /// confirms it, takes away every way in the account was given before
    /// (``removeWaysIn(userID:in:)``) and ends every session but `keptSessionIDHash`, if that one
    /// is the member's; if it is not, the password goes too.
    ///
    /// - Returns: `nil` when there is no such member.
    static func prove(
        userID: Int, at now: Int, keepingSession keptSessionIDHash: String?, in connection: any SQLConnection
    ) throws -> AddressProof? {
        guard let member = try connection.first(selectByID + " FOR UPDATE", userID, columns: User.Column.self, decode: User.init)
        else { return nil }
        guard !member.isEmailConfirmed else {
            return AddressProof(member: member, wasFirstProof: false, passwordRemoved: false)
        }
        let kept = keptSessionIDHash ?? ""
        let keptIsTheMembers = try connection.exists("SELECT 1 AS value FROM sessions WHERE id_hash = ? AND user_id = ?", kept, userID)
        try connection.run("DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?", userID, kept)
        try connection.run("UPDATE users SET email_confirmed_at = ? WHERE id = ?", now, userID)
        if !keptIsTheMembers {
            try connection.run("UPDATE users SET password_hash = '' WHERE id = ?", userID)
        }
        let waysInRemoved = try removeWaysIn(userID: userID, in: connection)
        var proven = member
        proven.emailConfirmedAt = now
        if !keptIsTheMembers { proven.passwordHash = "" }
        return AddressProof(member: proven, wasFirstProof: true, passwordRemoved: !keptIsTheMembers, waysInRemoved: waysInRemoved)
    }

    /// Takes away, inside the caller's transaction, every way in an account was given before its
    /// address was first proven: whoever gave them may not own the address. Passkeys, the
    /// authenticator and recovery codes go, and what a change of credentials ends
    /// (``SQLSecondSteps/endUnfinishedSteps(userID:in:)``: trusted browsers, keys being set up,
    /// sign-ins waiting for a code), and the member's passkey challenges.
    ///
    /// - Returns: whether there was a passkey, an authenticator or a recovery code to take away.
    static func removeWaysIn(userID: Int, in connection: any SQLConnection) throws -> Bool {
        var removed = try connection.run("DELETE FROM passkeys WHERE user_id = ?", userID)
        removed += try connection.run("DELETE FROM authenticators WHERE user_id = ?", userID)
        removed += try connection.run("DELETE FROM recovery_codes WHERE user_id = ?", userID)
        try connection.run("DELETE FROM passkey_challenges WHERE user_id = ?", userID)
        try SQLSecondSteps.endUnfinishedSteps(userID: userID, in: connection)
        return removed > 0
    }

    /// Links mailed to the old address stop working with it. When another member took the
    /// address, the unique index refuses the change and the whole transaction rolls back: the
    /// link stays usable and nothing is queued.
    public func changeEmail(tokenHash: [UInt8], at now: Int, notice: (User) -> OutgoingMail) throws -> User? {
        try Self.refusingTakenEmail {
            try database.write { connection -> User? in
                guard let token = try SQLEmailTokens.redeem(hash: tokenHash, purpose: .emailChange, at: now, in: connection),
                      let member = try connection.first(
                          Self.selectByID + " FOR UPDATE", token.userID, columns: User.Column.self, decode: User.init)
                else { return nil }
                try Self.moveAddress(id: member.id, to: token.email, confirmedAt: now, in: connection)
                _ = try SQLOutbox.insert(notice(member), at: now, into: connection)
                var changed = member
                changed.email = token.email
                changed.emailConfirmedAt = now
                return changed
            }
        }
    }

    /// Every session ends, so the proof of a first-proven address keeps none; the new password
    /// is the owner's own. Whoever asked for the reset may not be who trusted a browser or
    /// started a sign-in: those end too.
    public func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> AddressProof? {
        try database.write { connection in
            guard let token = try SQLEmailTokens.redeem(hash: tokenHash, purpose: .passwordReset, at: now, in: connection),
                  try connection.run("UPDATE users SET password_hash = ? WHERE id = ?", passwordHash, token.userID) > 0
            else { return nil }
            try connection.run("DELETE FROM sessions WHERE user_id = ?", token.userID)
            try SQLEmailTokens.revoke(
                userID: token.userID, purposes: [.passwordReset, .magicLink] + EmailTokenPurpose.pendingEmailChange, in: connection)
            try SQLSecondSteps.endUnfinishedSteps(userID: token.userID, in: connection)
            let wasFirstProof = try connection.run(
                "UPDATE users SET email_confirmed_at = ? WHERE id = ? AND email_confirmed_at IS NULL", now, token.userID) > 0
            let waysInRemoved = wasFirstProof ? try Self.removeWaysIn(userID: token.userID, in: connection) : false
            guard let member = try connection.first(Self.selectByID, token.userID, columns: User.Column.self, decode: User.init)
            else { return nil }
            return AddressProof(member: member, wasFirstProof: wasFirstProof, passwordRemoved: false, waysInRemoved: waysInRemoved)
        }
    }
}
