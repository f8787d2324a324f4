import Domain
import Foundation
import ScreenKitTesting
@testable import Storage
import Testing

struct AppDatabaseTests {
    @Test func migrationCreatesTheTablesAndRecordsItself() throws {
        try withDatabase { database throws in
            #expect(try database.tableNames() == ["users", "sessions", "sign_in_attempts", "settings"])
            #expect(try database.appliedMigrations() == ["v1"])
        }
    }

    @Test func reopeningKeepsTheDataAndDoesNotMigrateAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        let created = try SQLiteUserRepository(database: first).create(.sample())
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        #expect(try reopened.appliedMigrations() == ["v1"])
        #expect(try SQLiteUserRepository(database: reopened).user(id: created.id) == created)
    }

    @Test func missingParentFoldersAreCreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let nested = folder.url.appendingPathComponent("a/b/c/app.sqlite").path
        let database = try AppDatabase(path: nested)
        defer { try? database.close() }
        try database.checkHealth()
        #expect(FileManager.default.fileExists(atPath: nested))
    }

    @Test func writerIsDurableWithForeignKeysInWALMode() throws {
        try withDatabase { database throws in
            #expect(try database.writerPragma("journal_mode") == "wal")
            // 2 is FULL: a commit is synced to disk before it returns.
            #expect(try database.writerPragma("synchronous") == "2")
            #expect(try database.writerPragma("foreign_keys") == "1")
        }
    }

    @Test func closedDatabaseRefusesWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try AppDatabase(path: folder.databasePath)
        try database.checkHealth()
        try database.close()
        #expect(throws: (any Error).self) { try database.checkHealth() }
    }
}
