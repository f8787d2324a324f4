import Domain
import ScreenKit
@testable import Storage
import Testing

struct SQLiteSessionStoreTests {
    private func record(_ idHash: String, userID: Int, createdAt: Int = 1_000, lastSeenAt: Int = 1_000) -> SessionRecord {
        SessionRecord(idHash: idHash, userID: userID, csrfSecret: "csrf-\(idHash)", createdAt: createdAt, lastSeenAt: lastSeenAt)
    }

    @Test func insertedSessionIsFoundByIDHash() throws {
        try withDatabase { database throws in
            let user = try SQLiteUserRepository(database: database).create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            let session = record("hash-a", userID: user.id, createdAt: 10, lastSeenAt: 20)
            try sessions.insert(session)

            #expect(try sessions.session(idHash: "hash-a") == session)
            #expect(try sessions.session(idHash: "hash-b") == nil)
        }
    }

    @Test func signedInSessionJoinsTheMembersCurrentName() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let user = try users.create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            let session = record("hash-a", userID: user.id, createdAt: 10, lastSeenAt: 20)
            try sessions.insert(session)

            let found = try #require(try sessions.signedInSession(idHash: "hash-a"))
            #expect(found.record == session)
            #expect(found.user == SignedInUser(id: user.id, name: user.name, emailConfirmed: false))
            #expect(try sessions.signedInSession(idHash: "hash-b") == nil)

            try users.updateProfile(id: user.id, name: "Renamed", bio: "")
            #expect(try sessions.signedInSession(idHash: "hash-a")?.user.name == "Renamed")
        }
    }

    @Test func signedInSessionSaysWhetherTheAddressIsConfirmed() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let user = try users.create(.sample(), confirmation: .sample(.emailConfirmation, hash: 1))
            let sessions = SQLiteSessionStore(database: database)
            try sessions.insert(record("hash-a", userID: user.id))
            #expect(try sessions.signedInSession(idHash: "hash-a")?.user.emailConfirmed == false)

            _ = try users.confirmEmail(tokenHash: tokenHash(1), at: 2_000)

            #expect(try sessions.signedInSession(idHash: "hash-a")?.user.emailConfirmed == true)
        }
    }

    @Test func updateLastSeenChangesOnlyThatSession() throws {
        try withDatabase { database throws in
            let user = try SQLiteUserRepository(database: database).create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            try sessions.insert(record("hash-a", userID: user.id))
            try sessions.insert(record("hash-b", userID: user.id))

            try sessions.updateLastSeen(idHash: "hash-a", to: 5_000)

            #expect(try sessions.session(idHash: "hash-a")?.lastSeenAt == 5_000)
            #expect(try sessions.session(idHash: "hash-a")?.createdAt == 1_000)
            #expect(try sessions.session(idHash: "hash-b")?.lastSeenAt == 1_000)
        }
    }

    @Test func aBatchOfLastSeenTimesIsWrittenAndNeverMovesATimeBack() throws {
        try withDatabase { database throws in
            let user = try SQLiteUserRepository(database: database).create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            try sessions.insert(record("hash-a", userID: user.id))
            try sessions.insert(record("hash-b", userID: user.id))
            try sessions.insert(record("hash-c", userID: user.id))

            try sessions.updateLastSeen(["hash-a": 5_000, "hash-b": 6_000, "gone": 7_000])

            #expect(try sessions.session(idHash: "hash-a")?.lastSeenAt == 5_000)
            #expect(try sessions.session(idHash: "hash-b")?.lastSeenAt == 6_000)
            #expect(try sessions.session(idHash: "hash-c")?.lastSeenAt == 1_000)
            #expect(try sessions.session(idHash: "gone") == nil)

            try sessions.updateLastSeen(["hash-a": 4_000, "hash-b": 6_500])
            try sessions.updateLastSeen([:])
            #expect(try sessions.session(idHash: "hash-a")?.lastSeenAt == 5_000)
            #expect(try sessions.session(idHash: "hash-b")?.lastSeenAt == 6_500)
        }
    }

    @Test func deleteRemovesOnlyThatSession() throws {
        try withDatabase { database throws in
            let user = try SQLiteUserRepository(database: database).create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            try sessions.insert(record("hash-a", userID: user.id))
            try sessions.insert(record("hash-b", userID: user.id))

            try sessions.delete(idHash: "hash-a")

            #expect(try sessions.session(idHash: "hash-a") == nil)
            #expect(try sessions.session(idHash: "hash-b") != nil)
        }
    }

    @Test func deletingAMemberDeletesTheirSessions() throws {
        try withDatabase { database throws in
            let users = SQLiteUserRepository(database: database)
            let ada = try users.create(.sample(email: "ada@example.com"))
            let grace = try users.create(.sample(name: "Grace", email: "grace@example.com"))
            let sessions = SQLiteSessionStore(database: database)
            try sessions.insert(record("ada-session", userID: ada.id))
            try sessions.insert(record("grace-session", userID: grace.id))

            try database.execute(sql: "DELETE FROM users WHERE id = \(ada.id)")

            #expect(try sessions.session(idHash: "ada-session") == nil)
            #expect(try sessions.session(idHash: "grace-session") != nil)
        }
    }

    @Test func sessionOfUnknownMemberIsRefused() throws {
        try withDatabase { database throws in
            let sessions = SQLiteSessionStore(database: database)
            #expect(throws: (any Error).self) { try sessions.insert(record("orphan", userID: 42)) }
            #expect(try sessions.session(idHash: "orphan") == nil)
        }
    }

    @Test func cleanupDeletesIdleAndExpiredSessions() throws {
        try withDatabase { database throws in
            let user = try SQLiteUserRepository(database: database).create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            try sessions.insert(record("idle", userID: user.id, createdAt: 500, lastSeenAt: 100))
            try sessions.insert(record("expired", userID: user.id, createdAt: 50, lastSeenAt: 900))
            try sessions.insert(record("fresh", userID: user.id, createdAt: 500, lastSeenAt: 900))

            let deleted = try sessions.deleteSessions(lastSeenBefore: 200, createdBefore: 100, limit: 10)

            #expect(deleted == 2)
            #expect(try sessions.session(idHash: "idle") == nil)
            #expect(try sessions.session(idHash: "expired") == nil)
            #expect(try sessions.session(idHash: "fresh") != nil)
        }
    }

    @Test func cleanupDeletesAtMostItsLimitAtATime() throws {
        try withDatabase { database throws in
            let user = try SQLiteUserRepository(database: database).create(.sample())
            let sessions = SQLiteSessionStore(database: database)
            for index in 0..<5 {
                try sessions.insert(record("idle-\(index)", userID: user.id, createdAt: 500, lastSeenAt: 100))
            }
            try sessions.insert(record("fresh", userID: user.id, createdAt: 500, lastSeenAt: 900))

            let rounds = try (0..<4).map { _ in try sessions.deleteSessions(lastSeenBefore: 200, createdBefore: 100, limit: 2) }

            #expect(rounds == [2, 2, 1, 0])
            #expect(try sessions.session(idHash: "fresh") != nil)
        }
    }
}
