import Domain
import DomainTesting
import ScreenKit
import Testing

struct SessionStoreContractTests {
    private func record(_ idHash: String, userID: Int, createdAt: Int = 1_000, lastSeenAt: Int = 1_000) -> SessionRecord {
        SessionRecord(idHash: idHash, userID: userID, csrfSecret: "csrf-\(idHash)", createdAt: createdAt, lastSeenAt: lastSeenAt)
    }

    @Test(arguments: StoreKind.available) func insertedSessionIsFoundByIDHash(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let user = try store.users.create(.sample())
            let sessions = store.sessions
            let session = record("hash-a", userID: user.id, createdAt: 10, lastSeenAt: 20)
            try sessions.insert(session)

            #expect(try sessions.signedInSession(idHash: "hash-a")?.record == session)
            #expect(try sessions.signedInSession(idHash: "hash-b")?.record == nil)
        }
    }

    /// Opening a session is the member's latest sign-in, in the same transaction; a new member
    /// has none.
    @Test(arguments: StoreKind.available) func openingASessionRecordsTheMembersLastSignIn(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let ada = try store.users.create(.sample())
            #expect(try store.users.user(id: ada.id)?.lastSignedInAt == nil)
            try store.sessions.insert(record("first", userID: ada.id, createdAt: 10, lastSeenAt: 10))
            try store.sessions.insert(record("second", userID: ada.id, createdAt: 30, lastSeenAt: 30))
            #expect(try store.users.user(id: ada.id)?.lastSignedInAt == 30)
            try store.sessions.updateLastSeen(idHash: "first", to: 50)
            #expect(try store.users.user(id: ada.id)?.lastSignedInAt == 30)
        }
    }

    @Test(arguments: StoreKind.available) func signedInSessionJoinsTheMembersCurrentName(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let user = try users.create(.sample())
            let sessions = store.sessions
            let session = record("hash-a", userID: user.id, createdAt: 10, lastSeenAt: 20)
            try sessions.insert(session)

            let found = try #require(try sessions.signedInSession(idHash: "hash-a"))
            #expect(found.record == session)
            #expect(found.user == SignedInUser(id: user.id, name: user.name, emailConfirmed: false))
            #expect(try sessions.signedInSession(idHash: "hash-b") == nil)

            try users.updateProfile(id: user.id, name: "Renamed", bio: "", location: nil)
            #expect(try sessions.signedInSession(idHash: "hash-a")?.user.name == "Renamed")
        }
    }

    /// The member's language is read with their session: none until they choose, then their
    /// choice, and none again once they leave it to their browser.
    @Test(arguments: StoreKind.available) func signedInSessionCarriesTheMembersLanguage(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample())
            let grace = try users.create(.sample(name: "Grace", email: "grace@example.com"))
            try store.sessions.insert(record("ada", userID: ada.id))
            try store.sessions.insert(record("grace", userID: grace.id))
            #expect(try store.sessions.signedInSession(idHash: "ada")?.user.language == nil)

            #expect(try users.updateLanguage(id: ada.id, to: .brazilianPortuguese))
            #expect(try store.sessions.signedInSession(idHash: "ada")?.user.language == .brazilianPortuguese)
            #expect(try store.sessions.signedInSession(idHash: "grace")?.user.language == nil)

            #expect(try users.updateLanguage(id: ada.id, to: nil))
            #expect(try store.sessions.signedInSession(idHash: "ada")?.user.language == nil)
            #expect(try users.updateLanguage(id: 999_999, to: .english) == false)
        }
    }

    @Test(arguments: StoreKind.available) func signedInSessionSaysWhetherTheAddressIsConfirmed(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let user = try users.create(.sample(), confirmation: .sample(.emailConfirmation, hash: 1))
            let sessions = store.sessions
            try sessions.insert(record("hash-a", userID: user.id))
            #expect(try sessions.signedInSession(idHash: "hash-a")?.user.emailConfirmed == false)

            _ = try users.confirmEmail(tokenHash: tokenHash(1), at: 2_000, keepingSession: "hash-a")

            #expect(try sessions.signedInSession(idHash: "hash-a")?.user.emailConfirmed == true)
        }
    }

    @Test(arguments: StoreKind.available) func updateLastSeenChangesOnlyThatSession(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let user = try store.users.create(.sample())
            let sessions = store.sessions
            try sessions.insert(record("hash-a", userID: user.id))
            try sessions.insert(record("hash-b", userID: user.id))

            try sessions.updateLastSeen(idHash: "hash-a", to: 5_000)

            #expect(try sessions.signedInSession(idHash: "hash-a")?.record.lastSeenAt == 5_000)
            #expect(try sessions.signedInSession(idHash: "hash-a")?.record.createdAt == 1_000)
            #expect(try sessions.signedInSession(idHash: "hash-b")?.record.lastSeenAt == 1_000)
        }
    }

    @Test(arguments: StoreKind.available) func aBatchOfLastSeenTimesIsWrittenAndNeverMovesATimeBack(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let user = try store.users.create(.sample())
            let sessions = store.sessions
            try sessions.insert(record("hash-a", userID: user.id))
            try sessions.insert(record("hash-b", userID: user.id))
            try sessions.insert(record("hash-c", userID: user.id))

            try sessions.updateLastSeen(["hash-a": 5_000, "hash-b": 6_000, "gone": 7_000])

            #expect(try sessions.signedInSession(idHash: "hash-a")?.record.lastSeenAt == 5_000)
            #expect(try sessions.signedInSession(idHash: "hash-b")?.record.lastSeenAt == 6_000)
            #expect(try sessions.signedInSession(idHash: "hash-c")?.record.lastSeenAt == 1_000)
            #expect(try sessions.signedInSession(idHash: "gone")?.record == nil)

            try sessions.updateLastSeen(["hash-a": 4_000, "hash-b": 6_500])
            try sessions.updateLastSeen([:])
            #expect(try sessions.signedInSession(idHash: "hash-a")?.record.lastSeenAt == 5_000)
            #expect(try sessions.signedInSession(idHash: "hash-b")?.record.lastSeenAt == 6_500)
        }
    }

    @Test(arguments: StoreKind.available) func deleteRemovesOnlyThatSession(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let user = try store.users.create(.sample())
            let sessions = store.sessions
            try sessions.insert(record("hash-a", userID: user.id))
            try sessions.insert(record("hash-b", userID: user.id))

            try sessions.delete(idHash: "hash-a")

            #expect(try sessions.signedInSession(idHash: "hash-a")?.record == nil)
            #expect(try sessions.signedInSession(idHash: "hash-b")?.record != nil)
        }
    }

    @Test(arguments: StoreKind.available) func deletingAMemberDeletesTheirSessions(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let users = store.users
            let ada = try users.create(.sample(email: "ada@example.com"))
            let grace = try users.create(.sample(name: "Grace", email: "grace@example.com"))
            let sessions = store.sessions
            try sessions.insert(record("ada-session", userID: ada.id))
            try sessions.insert(record("grace-session", userID: grace.id))

            try store.execute("DELETE FROM users WHERE id = \(ada.id)")

            #expect(try sessions.signedInSession(idHash: "ada-session")?.record == nil)
            #expect(try sessions.signedInSession(idHash: "grace-session")?.record != nil)
        }
    }

    @Test(arguments: StoreKind.available) func sessionOfUnknownMemberIsRefused(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let sessions = store.sessions
            #expect(throws: (any Error).self) { try sessions.insert(record("orphan", userID: 42)) }
            #expect(try sessions.signedInSession(idHash: "orphan")?.record == nil)
        }
    }

    @Test(arguments: StoreKind.available) func cleanupDeletesIdleAndExpiredSessions(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let user = try store.users.create(.sample())
            let sessions = store.sessions
            try sessions.insert(record("idle", userID: user.id, createdAt: 500, lastSeenAt: 100))
            try sessions.insert(record("expired", userID: user.id, createdAt: 50, lastSeenAt: 900))
            try sessions.insert(record("fresh", userID: user.id, createdAt: 500, lastSeenAt: 900))

            let deleted = try store.expired.purgeSessions(lastSeenBefore: 200, unrememberedLastSeenBefore: 200, createdBefore: 100, limit: 10)

            #expect(deleted == 2)
            #expect(try sessions.signedInSession(idHash: "idle")?.record == nil)
            #expect(try sessions.signedInSession(idHash: "expired")?.record == nil)
            #expect(try sessions.signedInSession(idHash: "fresh")?.record != nil)
        }
    }

    @Test(arguments: StoreKind.available) func cleanupDeletesAtMostItsLimitAtATime(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let user = try store.users.create(.sample())
            let sessions = store.sessions
            for index in 0..<5 {
                try sessions.insert(record("idle-\(index)", userID: user.id, createdAt: 500, lastSeenAt: 100))
            }
            try sessions.insert(record("fresh", userID: user.id, createdAt: 500, lastSeenAt: 900))

            let rounds = try (0..<4).map { _ in try store.expired.purgeSessions(lastSeenBefore: 200, unrememberedLastSeenBefore: 200, createdBefore: 100, limit: 2) }

            #expect(rounds == [2, 2, 1, 0])
            #expect(try sessions.signedInSession(idHash: "fresh")?.record != nil)
        }
    }
}
