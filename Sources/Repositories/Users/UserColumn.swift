public import Domain
import Localization

/// The columns every member query selects.
public enum UserColumn: Int, SQLColumn {
    case id, name, email, bio, passwordHash, createdAt, avatarTag, emailConfirmedAt, lastSignedInAt, language
}

extension User {
    public init(_ row: SQLRow<UserColumn>) throws {
        try self.init(
            id: row.integer(.id), name: row.text(.name), email: row.text(.email), bio: row.text(.bio),
            passwordHash: row.text(.passwordHash), createdAt: row.integer(.createdAt), avatarTag: row.optionalText(.avatarTag),
            emailConfirmedAt: row.optionalInteger(.emailConfirmedAt), lastSignedInAt: row.optionalInteger(.lastSignedInAt),
            language: row.optionalText(.language).flatMap(Language.init(tag:)))
    }
}
