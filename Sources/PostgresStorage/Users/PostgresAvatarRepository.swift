public import Domain

/// Members' avatars in the `avatars` table, one row per member, gone with the member. Each
/// write sets `users.avatar_tag` in the same transaction, so member reads name the current
/// picture without reading this table.
public struct PostgresAvatarRepository: AvatarRepository {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func avatar(userID: Int) throws -> Avatar? {
        try database.read { connection throws(PostgresError) in
            try connection.first(
                "SELECT user_id, format, width, height, tag, bytes FROM avatars WHERE user_id = $1", userID
            ) { columns -> Avatar? in
                guard let format = Avatar.Format(rawValue: columns.text(1)) else { return nil }
                return Avatar(
                    userID: columns.integer(0), format: format, width: columns.integer(2), height: columns.integer(3),
                    bytes: columns.bytes(5), tag: columns.text(4))
            } ?? nil
        }
    }

    public func save(_ avatar: Avatar) throws -> Bool {
        try database.write { connection throws(PostgresError) in
            guard try connection.run("UPDATE users SET avatar_tag = $1 WHERE id = $2", avatar.tag, avatar.userID) > 0 else {
                return false
            }
            try connection.run(
                """
                INSERT INTO avatars (user_id, format, width, height, tag, bytes) VALUES ($1, $2, $3, $4, $5, $6)
                ON CONFLICT (user_id) DO UPDATE SET format = excluded.format, width = excluded.width,
                    height = excluded.height, tag = excluded.tag, bytes = excluded.bytes
                """,
                avatar.userID, avatar.format.rawValue, avatar.width, avatar.height, avatar.tag, avatar.bytes)
            return true
        }
    }

    public func removeAvatar(userID: Int) throws -> Bool {
        try database.write { connection throws(PostgresError) in
            try connection.run("UPDATE users SET avatar_tag = NULL WHERE id = $1", userID)
            return try connection.run("DELETE FROM avatars WHERE user_id = $1", userID) > 0
        }
    }
}
