public import Localization

/// A member as storage keeps them, a stored property per column of `users` (read in
/// ``init(row:)``). `passwordHash` never leaves the use cases that need it: a page shows the
/// member's ``profile``.
public struct User: Sendable, Equatable, Identifiable {
    public let id: Int
    public var name: String
    /// As typed at sign-up; uniqueness ignores case.
    public var email: String
    public var bio: String
    /// Where the member says they are, as typed; empty when they wrote none.
    public var location: String
    /// An argon2id string in the PHC format, parameters included.
    public var passwordHash: String
    /// Seconds since 1970.
    public let createdAt: Int
    /// The entity tag of the member's avatar, which changes with each upload; `nil` without one.
    public var avatarTag: String?
    /// When the member opened the link mailed to their current address (seconds since 1970);
    /// `nil` until they do.
    public var emailConfirmedAt: Int?
    /// When the member last opened a session (seconds since 1970); `nil` before their first.
    public var lastSignedInAt: Int?
    /// The language the member chose to read the app (and their mail) in; `nil` leaves it to
    /// their browser.
    public var language: Language?

    /// What anyone signed in may read of the member, field by field as stored.
    public var profile: MemberProfile {
        MemberProfile(id: id, name: name, bio: bio, location: location)
    }

    public var isEmailConfirmed: Bool { emailConfirmedAt != nil }

    /// `false` once the password chosen before the address was proven has been removed
    /// (``AddressProof/passwordRemoved``): no password signs in until the member sets one.
    public var hasPassword: Bool { !passwordHash.isEmpty }

    /// The hash to check a typed password against: `nil` without a password, which costs the
    /// same work as a wrong one (``PasswordHashing/verify(_:against:)``).
    public var passwordHashToVerify: String? { hasPassword ? passwordHash : nil }

    public init(
        id: Int, name: String, email: String, bio: String, location: String = "", passwordHash: String, createdAt: Int,
        avatarTag: String? = nil, emailConfirmedAt: Int? = nil, lastSignedInAt: Int? = nil, language: Language? = nil
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.bio = bio
        self.location = location
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.avatarTag = avatarTag
        self.emailConfirmedAt = emailConfirmedAt
        self.lastSignedInAt = lastSignedInAt
        self.language = language
    }
}

extension User: StoredRecord {
    @inlinable
    public init(row: some StoredRow) throws {
        id = try row.integer("id")
        name = try row.text("name")
        email = try row.text("email")
        bio = try row.text("bio")
        location = try row.text("location")
        passwordHash = try row.text("password_hash")
        createdAt = try row.integer("created_at")
        avatarTag = try row.optionalText("avatar_tag")
        emailConfirmedAt = try row.optionalInteger("email_confirmed_at")
        lastSignedInAt = try row.optionalInteger("last_signed_in_at")
        // A tag this release does not know (written by a newer one) reads as no choice, so
        // the member's browser decides.
        language = try row.optionalText("language").flatMap(Language.init(tag:))
    }
}

/// The fields of a member a page shows to everyone signed in, encoded as they are into its JSON.
public struct MemberProfile: Sendable, Equatable, Encodable {
    public var id: Int
    public var name: String
    public var bio: String
    public var location: String

    public init(id: Int, name: String, bio: String, location: String = "") {
        self.id = id
        self.name = name
        self.bio = bio
        self.location = location
    }
}
