import Dispatch
import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
@testable import Storage
import Synchronization
import Repositories
import Testing

/// A request's reads sharing one read transaction (``ReadSnapshot``): opened by the first read,
/// ended by the snapshot's end, a throw, or a write of the request's own.
struct ReadScopeTests {
    private struct Refusal: Error {}

    @Test func aScopeOpensItsTransactionAtTheFirstReadAndEndsItAfterwards() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let created = try users.create(.sample())

            ReadSnapshot.sharing {
                #expect(!(ReadSnapshot.current?.isInTransaction(in: database) ?? false))
            }
            try ReadSnapshot.sharing { () throws in
                #expect(!(ReadSnapshot.current?.isInTransaction(in: database) ?? false))
                #expect(try users.user(id: created.id) == created)
                #expect((ReadSnapshot.current?.isInTransaction(in: database) ?? false))
                #expect(try users.members(.first, limit: 10).items == [created])
                #expect((ReadSnapshot.current?.isInTransaction(in: database) ?? false))
            }
            #expect(!(ReadSnapshot.current?.isInTransaction(in: database) ?? false))
        }
    }

    @Test func readsInAScopeShareOneSnapshot() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let created = try users.create(.sample())

            let (first, second) = try ReadSnapshot.sharing { () throws in
                let first = try users.user(id: created.id)?.name
                // Another connection's commit, after the scope's snapshot was taken.
                try database.execute(sql: "UPDATE users SET name = 'Ada King' WHERE id = \(created.id)")
                return (first, try users.user(id: created.id)?.name)
            }

            #expect(first == "Ada Lovelace")
            #expect(second == "Ada Lovelace")
            #expect(try users.user(id: created.id)?.name == "Ada King")
        }
    }

    @Test func aWriteInsideAScopeIsSeenByTheReadsAfterIt() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let sessions = SQLSessionStore(database: database)
            let created = try users.create(.sample())

            try ReadSnapshot.sharing { () throws in
                #expect(try users.user(id: created.id)?.name == "Ada Lovelace")
                try users.updateProfile(id: created.id, name: "Ada King", bio: "", location: nil)
                #expect(!(ReadSnapshot.current?.isInTransaction(in: database) ?? false))
                #expect(try users.user(id: created.id)?.name == "Ada King")
                #expect((ReadSnapshot.current?.isInTransaction(in: database) ?? false))

                try sessions.insert(SessionRecord(idHash: "new", userID: created.id, csrfSecret: "c", createdAt: 1, lastSeenAt: 1))
                #expect(try sessions.signedInSession(idHash: "new")?.user.name == "Ada King")
            }
        }
    }

    @Test func aScopeThatThrowsStillEndsItsTransaction() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let created = try users.create(.sample())

            #expect(throws: Refusal.self) {
                try ReadSnapshot.sharing { () throws in
                    _ = try users.user(id: created.id)
                    #expect((ReadSnapshot.current?.isInTransaction(in: database) ?? false))
                    throw Refusal()
                }
            }

            #expect(!(ReadSnapshot.current?.isInTransaction(in: database) ?? false))
            try database.execute(sql: "UPDATE users SET name = 'Ada King' WHERE id = \(created.id)")
            #expect(try users.user(id: created.id)?.name == "Ada King")
        }
    }

    @Test func nestedScopesShareTheOutermostTransaction() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let created = try users.create(.sample())

            try ReadSnapshot.sharing { () throws in
                _ = try users.user(id: created.id)
                try ReadSnapshot.sharing { () throws in
                    _ = try users.members(.last, limit: 10)
                }
                #expect((ReadSnapshot.current?.isInTransaction(in: database) ?? false))
                try database.execute(sql: "UPDATE users SET name = 'Ada King' WHERE id = \(created.id)")
                #expect(try users.user(id: created.id)?.name == "Ada Lovelace")
            }
            #expect(!(ReadSnapshot.current?.isInTransaction(in: database) ?? false))
        }
    }

    @Test func aReadOutsideTheSnapshotSeesTheDataAsItIsNow() throws {
        try withDatabase { database throws in
            let users = SQLUserRepository(database: database)
            let created = try users.create(.sample())

            try ReadSnapshot.sharing { () throws in
                _ = try users.user(id: created.id)
                try database.execute(sql: "UPDATE users SET name = 'Ada King' WHERE id = \(created.id)")
                // Another thread, outside any scope, reads the data as it is now.
                let elsewhere = Mutex<String?>(nil)
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    let name = try? users.user(id: created.id)?.name
                    elsewhere.withLock { $0 = name }
                    done.signal()
                }
                done.wait()
                #expect(elsewhere.withLock { $0 } == "Ada King")
                #expect(try users.user(id: created.id)?.name == "Ada Lovelace")
            }
        }
    }

    @Test func aClosedDatabaseRunsTheScopeAndItsReadsThrow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try AppDatabase(path: folder.databasePath)
        let users = SQLUserRepository(database: database)
        try database.close()

        let ran = ReadSnapshot.sharing { true }
        #expect(ran)
        #expect(throws: SQLiteError.closed) {
            try ReadSnapshot.sharing { () throws in try users.user(id: 1) }
        }
    }
}
