public import Domain

/// The member changes a mailed link makes: each redeems its token and changes the member in
/// one write transaction, so a change that fails leaves the link usable, and a link opened
/// twice changes nothing the second time.
extension SQLiteUserRepository {
    /// The member, their confirmation link and its mail are stored together, at the member's
    /// `createdAt`.
    public func create(_ user: NewUser, confirmation: MailedToken) throws -> User {
        let id = try Self.refusingTakenEmail { () throws(SQLiteError) in
            try database.write { connection throws(SQLiteError) in
                let id = try Self.insert(user, into: connection)
                try SQLiteEmailTokens.issue(confirmation, userID: id, at: user.createdAt, in: connection)
                return id
            }
        }
        return User(
            id: id, name: user.name, email: user.email, bio: "",
            passwordHash: user.passwordHash, createdAt: user.createdAt)
    }

    /// Addresses are compared by their key (Unicode lowercasing, NFC), as uniqueness compares
    /// them. A link for an address the member no longer has is used up all the same: it can
    /// never confirm anything.
    public func confirmEmail(tokenHash: [UInt8], at now: Int) throws -> User? {
        try database.write { connection throws(SQLiteError) in
            guard let token = try SQLiteEmailTokens.redeem(hash: tokenHash, purpose: .emailConfirmation, at: now, in: connection),
                  try connection.run(
                      "UPDATE users SET email_confirmed_at = ? WHERE id = ? AND email_key = ?",
                      now, token.userID, Self.emailKey(token.email)) > 0
            else { return nil }
            return try connection.first(Self.selectByID, token.userID, decode: User.init(columns:))
        }
    }

    /// Links mailed to the old address stop working with it. When another member took the
    /// address, the unique index refuses the change and the whole transaction rolls back: the
    /// link stays usable and nothing is queued.
    public func changeEmail(tokenHash: [UInt8], at now: Int, notice: (User) -> OutgoingMail) throws -> User? {
        try Self.refusingTakenEmail { () throws(SQLiteError) in
            try database.write { connection throws(SQLiteError) -> User? in
                guard let token = try SQLiteEmailTokens.redeem(hash: tokenHash, purpose: .emailChange, at: now, in: connection),
                      let member = try connection.first(Self.selectByID, token.userID, decode: User.init(columns:))
                else { return nil }
                try Self.moveAddress(id: member.id, to: token.email, confirmedAt: now, in: connection)
                _ = try SQLiteOutbox.insert(notice(member), at: now, into: connection)
                var changed = member
                changed.email = token.email
                changed.emailConfirmedAt = now
                return changed
            }
        }
    }

    public func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> User? {
        try database.write { connection throws(SQLiteError) in
            guard let token = try SQLiteEmailTokens.redeem(hash: tokenHash, purpose: .passwordReset, at: now, in: connection),
                  try connection.run("UPDATE users SET password_hash = ? WHERE id = ?", passwordHash, token.userID) > 0
            else { return nil }
            try connection.run("DELETE FROM sessions WHERE user_id = ?", token.userID)
            try SQLiteEmailTokens.revoke(userID: token.userID, purposes: [.passwordReset, .magicLink], in: connection)
            return try connection.first(Self.selectByID, token.userID, decode: User.init(columns:))
        }
    }
}
