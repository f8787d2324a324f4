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

    public func confirmEmail(tokenHash: [UInt8], at now: Int) throws -> User? {
        try database.write { connection throws(PostgresError) in
            guard let token = try PostgresEmailTokens.redeem(hash: tokenHash, purpose: .emailConfirmation, at: now, in: connection),
                  try connection.run(
                      "UPDATE users SET email_confirmed_at = $1 WHERE id = $2 AND email_key = $3",
                      now, token.userID, EmailKey.of(token.email)) > 0
            else { return nil }
            return try connection.first(Self.selectByID, token.userID, decode: User.init(columns:))
        }
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

    public func resetPassword(tokenHash: [UInt8], to passwordHash: String, at now: Int) throws -> User? {
        try database.write { connection throws(PostgresError) in
            guard let token = try PostgresEmailTokens.redeem(hash: tokenHash, purpose: .passwordReset, at: now, in: connection),
                  try connection.run("UPDATE users SET password_hash = $1 WHERE id = $2", passwordHash, token.userID) > 0
            else { return nil }
            try connection.run("DELETE FROM sessions WHERE user_id = $1", token.userID)
            try PostgresEmailTokens.revoke(userID: token.userID, purposes: [.passwordReset, .magicLink], in: connection)
            return try connection.first(Self.selectByID, token.userID, decode: User.init(columns:))
        }
    }
}
