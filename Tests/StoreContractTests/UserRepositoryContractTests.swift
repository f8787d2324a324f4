import Domain
import DomainTesting
import ScreenKitTesting
import Testing

struct UserRepositoryContractTests {
    @Test(arguments: StoreKind.available) func createdMemberIsFoundByIDAndByEmailIgnoringCase(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample(email: "Ada@Example.com"))
            #expect(created.name == "Ada Lovelace")
            #expect(created.email == "Ada@Example.com")
            #expect(created.bio == "")

            #expect(try users.user(id: created.id) == created)
            #expect(try users.user(email: "ada@example.com") == created)
            #expect(try users.user(email: "ADA@EXAMPLE.COM") == created)
            #expect(try users.user(id: created.id + 1) == nil)
            #expect(try users.user(email: "grace@example.com") == nil)
        }
    }

    @Test(arguments: StoreKind.available) func nonASCIIEmailsMatchIgnoringCase(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample(email: "ÉLODIE@example.com"))
            #expect(try users.user(email: "élodie@example.com") == created)
            #expect(throws: UserRepositoryError.emailTaken) {
                try users.create(.sample(name: "Élodie", email: "élodie@example.com"))
            }
        }
    }

    @Test(arguments: StoreKind.available) func emailDifferingOnlyInUnicodeSpellingIsTaken(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample(email: "\u{C9}ve@example.com"))
            #expect(throws: UserRepositoryError.emailTaken) {
                try users.create(.sample(name: "Eve Again", email: "e\u{301}ve@example.com"))
            }
            #expect(try users.user(email: "E\u{301}VE@example.com") == created)
        }
    }

    @Test(arguments: StoreKind.available) func emailDifferingOnlyInCaseIsTaken(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            _ = try users.create(.sample(email: "ada@example.com"))
            #expect(throws: UserRepositoryError.emailTaken) {
                try users.create(.sample(name: "Another Ada", email: "ADA@example.COM"))
            }
            #expect(try users.members(.first, limit: 10).items.map(\.name) == ["Ada Lovelace"])
        }
    }

    @Test(arguments: StoreKind.available) func textIsStoredAsTyped(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let name = #"<script>alert("hi")</script> O'Brien & "Co""#
            let created = try users.create(.sample(name: name))
            let bio = "Line one\nLine <b>two</b> 'quoted' \"double\" — ünïcødé 🎉"
            try users.updateProfile(id: created.id, name: name, bio: bio, location: nil)

            let found = try #require(try users.user(id: created.id))
            #expect(found.name == name)
            #expect(found.bio == bio)
        }
    }

    @Test(arguments: StoreKind.available) func updateProfileChangesNameAndBio(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample())
            #expect(try users.updateProfile(id: created.id, name: "Ada King", bio: "Analyst", location: nil))

            let found = try #require(try users.user(id: created.id))
            #expect(found.name == "Ada King")
            #expect(found.bio == "Analyst")
            #expect(found.email == created.email)
            #expect(found.passwordHash == created.passwordHash)
        }
    }

    /// A location is set with the rest of the profile; none given keeps the stored one (a form
    /// that predates the field), an empty one clears it.
    @Test(arguments: StoreKind.available) func updateProfileSetsOrKeepsTheLocation(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample())
            #expect(created.location == "")
            try users.updateProfile(id: created.id, name: "Ada", bio: "", location: "London")
            #expect(try users.user(id: created.id)?.location == "London")
            try users.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)
            #expect(try users.user(id: created.id)?.location == "London")
            try users.updateProfile(id: created.id, name: "Ada King", bio: "", location: "")
            #expect(try users.user(id: created.id)?.location == "")
        }
    }

    @Test(arguments: StoreKind.available) func updateProfileOfUnknownMemberReturnsFalse(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample())
            #expect(try users.updateProfile(id: created.id + 1, name: "Nobody", bio: "", location: nil) == false)
            #expect(try users.user(id: created.id) == created)
        }
    }

    @Test(arguments: StoreKind.available) func updatePasswordHashReplacesTheHash(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let created = try users.create(.sample())
            try users.updatePasswordHash(id: created.id, to: "$argon2id$v=19$m=19456,t=2,p=1$new")
            #expect(try users.user(id: created.id)?.passwordHash == "$argon2id$v=19$m=19456,t=2,p=1$new")
        }
    }

    @Test(arguments: StoreKind.available) func newestListsMostRecentFirstUpToTheLimit(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let first = try users.create(.sample(name: "First", email: "1@example.com", createdAt: 100))
            let late = try users.create(.sample(name: "Late", email: "2@example.com", createdAt: 300))
            let middle = try users.create(.sample(name: "Middle", email: "3@example.com", createdAt: 200))
            // Same second as `late`: the later id comes first.
            let lateTwin = try users.create(.sample(name: "Twin", email: "4@example.com", createdAt: 300))

            #expect(try users.newest(limit: 10).map(\.id) == [lateTwin.id, late.id, middle.id, first.id])
            #expect(try users.newest(limit: 2).map(\.id) == [lateTwin.id, late.id])
            #expect(try users.newest(limit: 0).isEmpty)
        }
    }
}
