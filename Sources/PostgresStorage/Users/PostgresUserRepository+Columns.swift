internal import Domain

extension PostgresUserRepository {
    /// The columns every member query selects, in the order ``User/init(columns:)`` reads them.
    private static let columns = "id, name, email, bio, password_hash, created_at, avatar_tag, email_confirmed_at"

    static let selectByID = "SELECT \(columns) FROM users WHERE id = $1"
    static let selectByEmailKey = "SELECT \(columns) FROM users WHERE email_key = $1"
    static let selectNewest = "SELECT \(columns) FROM users ORDER BY created_at DESC, id DESC LIMIT $1"
    static let selectPage = "SELECT \(columns) FROM users ORDER BY id LIMIT $1 OFFSET $2"
}

extension User {
    /// Decodes a row selected with ``PostgresUserRepository/columns``, by position.
    init(columns: PostgresColumns) {
        self.init(
            id: columns.integer(0), name: columns.text(1), email: columns.text(2), bio: columns.text(3),
            passwordHash: columns.text(4), createdAt: columns.integer(5), avatarTag: columns.optionalText(6),
            emailConfirmedAt: columns.optionalInteger(7))
    }
}
