public import Domain

/// Members' pictures in the `avatars` table, one per member; the member's `avatar_tag` names
/// the current one, so every member read links it without touching this table.
public struct SQLAvatarRepository: AvatarRepository {
    enum Column: Int, SQLColumn {
        case userID, format, width, height, tag, bytes
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectByUserID = "SELECT \(Column.list) FROM avatars WHERE user_id = ?"

    /// `nil` too for a format this release does not know.
    public func avatar(userID: Int) throws -> Avatar? {
        try database.read {
            try $0.first(Self.selectByUserID, userID, columns: Column.self) { row -> Avatar? in
                guard let format = Avatar.Format(rawValue: try row.text(.format)) else { return nil }
                return try Avatar(
                    userID: row.integer(.userID), format: format, width: row.integer(.width), height: row.integer(.height),
                    bytes: row.bytes(.bytes), tag: row.text(.tag))
            } ?? nil
        }
    }

    /// One write transaction: the tag and the picture change together.
    public func save(_ avatar: Avatar) throws -> Bool {
        try database.write { connection in
            guard try connection.run("UPDATE users SET avatar_tag = ? WHERE id = ?", avatar.tag, avatar.userID) > 0 else {
                return false
            }
            try connection.run(
                """
                INSERT INTO avatars (user_id, format, width, height, tag, bytes) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET format = excluded.format, width = excluded.width,
                    height = excluded.height, tag = excluded.tag, bytes = excluded.bytes
                """,
                avatar.userID, avatar.format.rawValue, avatar.width, avatar.height, avatar.tag, avatar.bytes)
            return true
        }
    }

    public func removeAvatar(userID: Int) throws -> Bool {
        try database.write { connection in
            try connection.run("UPDATE users SET avatar_tag = NULL WHERE id = ?", userID)
            return try connection.run("DELETE FROM avatars WHERE user_id = ?", userID) > 0
        }
    }
}
