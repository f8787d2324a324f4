import Dispatch
import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
@testable import Storage
import Synchronization
import Repositories
import Testing

/// The read connections behind every lookup: fresh data, threads, closing, exact text.
struct ReaderPoolTests {
    @Test func writeIsSeenByTheNextReadOnAnOpenConnection() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let sessions = SQLSessionStore(database: database)
            let created = try users.create(.sample())
            #expect(try users.user(id: created.id)?.name == "Ada Lovelace")
            #expect(try sessions.signedInSession(idHash: "later") == nil)
            #expect(database.readers.openConnectionCount == 1)

            try users.updateProfile(id: created.id, name: "Ada King", bio: "Analyst", location: nil)
            try sessions.insert(SessionRecord(idHash: "later", userID: created.id, csrfSecret: "c", createdAt: 1, lastSeenAt: 2))
            try users.updatePasswordHash(id: created.id, to: "changed")

            let updated = try #require(try users.user(id: created.id))
            #expect(updated.name == "Ada King")
            #expect(updated.bio == "Analyst")
            #expect(updated.passwordHash == "changed")
            #expect(try sessions.signedInSession(idHash: "later")?.record.userID == created.id)
            // The same connection answered: this thread did not open another.
            #expect(database.readers.openConnectionCount == 1)

            try sessions.delete(idHash: "later")
            #expect(try sessions.signedInSession(idHash: "later") == nil)
        }
    }

    @Test func concurrentReadsFromSeveralThreadsReturnTheirOwnRows() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let sessions = SQLSessionStore(database: database)
            var members: [User] = []
            for index in 0..<20 {
                let member = try users.create(.sample(name: "Member \(index)", email: "m\(index)@example.com"))
                try sessions.insert(SessionRecord(
                    idHash: "hash-\(index)", userID: member.id, csrfSecret: "csrf-\(index)", createdAt: index, lastSeenAt: index))
                members.append(member)
            }
            // As stored: signing in recorded each member's last sign-in.
            let expected = try members.map { try #require(try users.user(id: $0.id)) }
            let threads = 4
            let lookupsPerThread = 500
            let wrong = Atomic<Int>(0)
            let failed = Atomic<Int>(0)

            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for lookup in 0..<lookupsPerThread {
                    let index = (thread * 7 + lookup) % expected.count
                    do {
                        let byID = try users.user(id: expected[index].id)
                        let byEmail = try users.user(email: "M\(index)@example.com")
                        let session = try sessions.signedInSession(idHash: "hash-\(index)")?.record
                        let missing = try users.user(id: -index - 1)
                        if byID != expected[index] || byEmail != expected[index]
                            || session?.userID != expected[index].id || session?.csrfSecret != "csrf-\(index)"
                            || missing != nil {
                            wrong.add(1, ordering: .relaxed)
                        }
                    } catch {
                        failed.add(1, ordering: .relaxed)
                    }
                }
            }

            #expect(wrong.load(ordering: .relaxed) == 0)
            #expect(failed.load(ordering: .relaxed) == 0)
            #expect(database.readers.openConnectionCount <= threads + 1)
        }
    }

    @Test func readsAfterCloseThrowOnOpenAndNewThreads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try AppDatabase(path: folder.databasePath)
        let users = SQLUserRepository(database: database)
        let sessions = SQLSessionStore(database: database)
        let created = try users.create(.sample())
        #expect(try users.user(id: created.id) == created)

        try database.close()

        #expect(database.readers.openConnectionCount == 0)
        #expect(throws: SQLiteError.closed) { try users.user(id: created.id) }
        #expect(throws: SQLiteError.closed) { try users.user(email: created.email) }
        #expect(throws: SQLiteError.closed) { try sessions.signedInSession(idHash: "any") }
        let failedElsewhere = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            do {
                _ = try users.user(id: created.id)
            } catch let error as SQLiteError where error == .closed {
                failedElsewhere.add(1, ordering: .relaxed)
            } catch {}
        }
        #expect(failedElsewhere.load(ordering: .relaxed) == 3)
    }

    @Test func textWithNULAndMultiByteCharactersRoundTrips() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let created = try users.create(.sample(name: "placeholder", email: "nul@example.com"))
            // Written in SQL: `char(0)` puts a NUL inside the stored text.
            try database.execute(sql: """
                UPDATE users SET
                    name = 'Zoë' || char(0) || ' 🎉 日本',
                    bio = char(0) || 'ünïcødé' || char(0),
                    email_key = 'a' || char(0) || 'b@example.com'
                WHERE id = \(created.id)
                """)

            let found = try #require(try users.user(id: created.id))
            #expect(found.name == "Zoë\u{0} 🎉 日本")
            #expect(Array(found.name.utf8) == Array("Zoë\u{0} 🎉 日本".utf8))
            #expect(found.bio == "\u{0}ünïcødé\u{0}")
            // Bound with its length, the NUL and what follows it take part in the comparison.
            #expect(try users.user(email: "A\u{0}B@example.com")?.id == created.id)
            #expect(try users.user(email: "a") == nil)
            #expect(try users.user(email: "a\u{0}c@example.com") == nil)
        }
    }

    @Test func missingRowsAreNil() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            #expect(try users.user(id: 1) == nil)
            #expect(try users.user(email: "") == nil)
            #expect(try SQLSessionStore(database: database).signedInSession(idHash: "") == nil)
            _ = try users.create(.sample())
            #expect(try users.user(id: Int.max) == nil)
            #expect(try users.user(id: Int.min) == nil)
            #expect(try users.user(email: "nobody@example.com") == nil)
        }
    }

    @Test func statementErrorIsTypedWithSQLiteCodeAndMessage() throws {
        try withDatabase { database throws in
            // A table the schema lacks: preparing fails, and the failure says why.
            try database.execute(sql: "DROP TABLE sign_in_attempts")
            let attempts = SQLSignInAttempts(database: database)
            let error = try #require(throws: SQLiteError.self) {
                try attempts.admit([AttemptLimit(key: "account:ada@example.com", limit: 5)], since: 0, at: 1)
            }
            #expect(error.code.primary == SQLiteError.Code(rawValue: 1))
            #expect(error.message.contains("sign_in_attempts"))
        }
    }
}
