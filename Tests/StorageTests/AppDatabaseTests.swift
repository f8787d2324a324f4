import Domain
import DomainTesting
import Foundation
import ScreenKit
import Repositories
import ScreenKitTesting
@testable import Storage
import Testing

struct AppDatabaseTests {
    static let allMigrations = ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "users-location"]

    @Test func migrationCreatesTheTablesAndRecordsItself() throws {
        try withDatabase { database throws in
            #expect(try database.tableNames() == [
                "users", "sessions", "sign_in_attempts", "settings", "security_events", "avatars", "email_tokens", "outbox",
                "authenticators", "recovery_codes", "passkeys", "passkey_challenges", "authenticator_setups", "pending_sign_ins",
            ])
            #expect(try database.appliedMigrations() == Self.allMigrations)
        }
    }

    @Test func reopeningKeepsTheDataAndDoesNotMigrateAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        let created = try SQLUserRepository(database: first).create(.sample())
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        #expect(try reopened.appliedMigrations() == Self.allMigrations)
        #expect(try SQLUserRepository(database: reopened).user(id: created.id) == created)
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
            #expect(try database.writerPragma(.journalMode) == "wal")
            // 2 is FULL: a commit is synced to disk before it returns.
            #expect(try database.writerPragma(.synchronous) == "2")
            #expect(try database.writerPragma(.foreignKeys) == "1")
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

    /// The metrics port's database error count. Other tests fail statements at the same time,
    /// so the count is only known to have grown.
    @Test func aFailedStatementIsCounted() throws {
        try withDatabase { database in
            let before = AppDatabase.errorCount
            #expect(throws: (any Error).self) { try database.execute(sql: "SELECT * FROM no_such_table") }
            #expect(AppDatabase.errorCount > before)
        }
    }

    @Test func recordOfEarlierReleasesIsAdoptedWithoutMigratingAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        let created = try SQLUserRepository(database: first).create(.sample())
        // The file as an earlier release left it: v1 only, recorded under the earlier table's name.
        try first.execute(sql: """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1');
            DROP TABLE schema_migrations;
            DROP TABLE sessions;
            CREATE TABLE sessions (
                id_hash TEXT PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                csrf_secret TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                last_seen_at INTEGER NOT NULL
            );
            CREATE INDEX sessions_on_user_id ON sessions (user_id);
            INSERT INTO sessions VALUES ('kept', 1, 'c', 10, 20);
            DROP INDEX sign_in_attempts_on_attempted_at;
            DROP TABLE security_events;
            DROP TABLE avatars;
            ALTER TABLE users DROP COLUMN avatar_tag;
            DROP TABLE pending_sign_ins;
            DROP TABLE authenticator_setups;
            DROP TABLE passkey_challenges;
            DROP TABLE passkeys;
            DROP TABLE recovery_codes;
            DROP TABLE authenticators;
            DROP TABLE email_tokens;
            DROP TABLE outbox;
            ALTER TABLE users DROP COLUMN email_confirmed_at;
            ALTER TABLE users DROP COLUMN last_signed_in_at;
            ALTER TABLE users DROP COLUMN browser_trust_epoch;
            ALTER TABLE users DROP COLUMN language;
            ALTER TABLE users DROP COLUMN location
            """)
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        #expect(try reopened.appliedMigrations() == Self.allMigrations)
        #expect(try reopened.tableNames() == [
            "users", "sessions", "sign_in_attempts", "settings", "security_events", "avatars", "email_tokens", "outbox",
                "authenticators", "recovery_codes", "passkeys", "passkey_challenges", "authenticator_setups", "pending_sign_ins",
        ])
        #expect(try SQLUserRepository(database: reopened).user(id: created.id) == created)
        let kept = try #require(try SQLSessionStore(database: reopened).sessions(userID: created.id).first)
        #expect(kept.record.idHash == "kept" && kept.record.authenticatedAt == 10 && kept.device == .unknown)
    }

    @Test func sessionNumbersSurviveTheRebuildAndAreNeverReused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        let user = try SQLUserRepository(database: first).create(.sample())
        // Two sessions as release v7 kept them, numbered by rowid, and v8 (nor the later
        // column of v15) not yet applied.
        try first.execute(sql: """
            DELETE FROM schema_migrations WHERE identifier IN ('v8', 'v15');
            DROP TABLE sessions;
            CREATE TABLE sessions (
                id_hash TEXT PRIMARY KEY NOT NULL, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                csrf_secret TEXT NOT NULL, created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL,
                authenticated_at INTEGER NOT NULL DEFAULT 0, persistent INTEGER NOT NULL DEFAULT 1,
                user_agent TEXT NOT NULL DEFAULT '', client_address TEXT NOT NULL DEFAULT '');
            INSERT INTO sessions (rowid, id_hash, user_id, csrf_secret, created_at, last_seen_at) VALUES
                (4, 'four', \(user.id), 'c', 10, 10), (7, 'seven', \(user.id), 'c', 20, 20);
            """)
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        let sessions = SQLSessionStore(database: reopened)
        #expect(try sessions.sessions(userID: user.id).map(\.number) == [7, 4])
        #expect(try sessions.delete(number: 7, userID: user.id))
        try sessions.insert(SessionRecord(idHash: "next", userID: user.id, csrfSecret: "c", createdAt: 30, lastSeenAt: 30))
        #expect(try sessions.sessions(userID: user.id).map(\.number) == [8, 4])
    }

    @Test func theMailMigrationsKeepEveryRowOfTheSchemaBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        let users = SQLUserRepository(database: first)
        let ada = try users.create(.sample())
        try users.updateProfile(id: ada.id, name: "Ada King", bio: "Analyst", location: nil)
        try SQLSessionStore(database: first).insert(
            SessionRecord(idHash: "kept", userID: ada.id, csrfSecret: "c", createdAt: 10, lastSeenAt: 20))
        // The file as release v8 left it.
        try first.execute(sql: """
            DROP TABLE pending_sign_ins;
            DROP TABLE authenticator_setups;
            DROP TABLE passkey_challenges;
            DROP TABLE passkeys;
            DROP TABLE recovery_codes;
            DROP TABLE authenticators;
            DROP TABLE email_tokens;
            DROP TABLE outbox;
            ALTER TABLE users DROP COLUMN email_confirmed_at;
            ALTER TABLE users DROP COLUMN last_signed_in_at;
            ALTER TABLE sessions DROP COLUMN sign_in_method;
            ALTER TABLE users DROP COLUMN browser_trust_epoch;
            ALTER TABLE users DROP COLUMN language;
            ALTER TABLE users DROP COLUMN location;
            DELETE FROM schema_migrations WHERE identifier IN ('v9', 'v10', 'v11', 'v12', 'v13', 'v14', 'v15', 'v16', 'v17', 'v18', 'users-location')
            """)
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        #expect(try reopened.appliedMigrations() == Self.allMigrations)
        let kept = try #require(try SQLUserRepository(database: reopened).user(id: ada.id))
        #expect(kept.name == "Ada King" && kept.bio == "Analyst" && kept.email == ada.email && kept.emailConfirmedAt == nil)
        #expect(try SQLSessionStore(database: reopened).signedInSession(idHash: "kept")?.user.emailConfirmed == false)
        // Nobody recorded how the session began: the page says nothing rather than guess.
        #expect(try SQLSessionStore(database: reopened).sessions(userID: ada.id).map(\.method) == [nil])
        let message = try SQLOutbox(database: reopened).enqueue(.sample(), at: 30)
        #expect(message.key.utf8.count == 32)
        try SQLEmailTokens(database: reopened).issue(.sample(.passwordReset, hash: 1), userID: ada.id, at: 30)
        #expect(try SQLEmailTokens(database: reopened).token(hash: tokenHash(1), purpose: .passwordReset, at: 30) != nil)
    }

    @Test func databaseOfANewerReleaseIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        try first.execute(sql: "INSERT INTO schema_migrations (identifier) VALUES ('v99')")
        try first.close()

        let error = try #require(throws: SQLiteError.self) { try AppDatabase(path: folder.databasePath) }
        #expect(error.code == .schema)
        #expect(error.message.contains("'v99'"))
    }

    @Test func failedWriteLeavesNothingBehind() throws {
        try withDatabase { database throws in
            #expect(throws: SQLiteError.self) {
                try database.write { connection in
                    try connection.run("INSERT INTO settings (name, value) VALUES (?, ?)", "half", "done")
                    try connection.run("INSERT INTO no_such_table (name) VALUES (?)", "fails")
                }
            }
            #expect(try database.writerPragma(.foreignKeys) == "1")
            #expect(try SQLSettings(database: database).secretKey(byteCount: 3, orCreate: { [1, 2, 3] }) == [1, 2, 3])
            let stored = try database.read {
                try $0.all("SELECT name AS value FROM settings", columns: SingleValue.self) { try $0.text(.value) }
            }
            #expect(stored == ["secret_key"])
        }
    }

    @Test func folderThatCannotBeMadeIsAClearError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("taken", "a file where a folder should be")
        let error = try #require(throws: SQLiteError.self) {
            try AppDatabase(path: folder.path + "/taken/inside/app.sqlite")
        }
        #expect(error.message.contains("taken/inside"))
    }

    /// Keys written by releases before NFC are recomputed once when the database opens.
    @Test func keysOfEarlierReleasesAreRecomputedAtOpen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try AppDatabase(path: folder.databasePath)
        let created = try SQLUserRepository(database: first).create(.sample(email: "E\u{301}ve@example.com"))
        try first.execute(sql: """
            UPDATE users SET email_key = 'e' || char(769) || 've@example.com';
            DELETE FROM schema_migrations WHERE identifier = 'v3'
            """)
        try first.close()

        let reopened = try AppDatabase(path: folder.databasePath)
        defer { try? reopened.close() }
        #expect(try SQLUserRepository(database: reopened).user(email: "\u{C9}ve@example.com") == created)
    }
}
