internal import Domain

extension User {
    /// Decodes a row selected with ``SQLiteUserRepository/columns``, by position.
    init(columns: StatementColumns) {
        self.init(
            id: columns.integer(0), name: columns.text(1), email: columns.text(2), bio: columns.text(3),
            passwordHash: columns.text(4), createdAt: columns.integer(5))
    }
}
