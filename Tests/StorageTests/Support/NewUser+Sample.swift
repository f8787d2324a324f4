import Domain

extension NewUser {
    /// A member to store, with only the fields a test cares about spelled out.
    static func sample(
        name: String = "Ada Lovelace", email: String = "ada@example.com", createdAt: Int = 1_700_000_000
    ) -> NewUser {
        NewUser(name: name, email: email, passwordHash: "$argon2id$v=19$m=8,t=1,p=1$stub", createdAt: createdAt)
    }
}
