import Domain
import Foundation
@testable import PostgresStorage
@testable import Repositories
import ScreenKit
import ScreenKitTesting
@testable import Storage

/// Every repository of one store, as the protocols the app uses, on a database of its own: a
/// SQLite file in a temporary folder, or a PostgreSQL schema made for the test and dropped after.
struct TestStore {
    let kind: StoreKind
    let users: any UserRepository
    let sessions: any SessionStore
    let attempts: any SignInAttemptRepository
    let securityLog: any SecurityLogRepository
    let avatars: any AvatarRepository
    let outbox: any OutboxRepository
    let tokens: any EmailTokenRepository
    let expired: any ExpiredRecordsPurging
    let secondSteps: any SecondStepRepository
    let passkeys: any PasskeyRepository
    /// The database itself, for statements of a test's own.
    let database: any SQLDatabase
    /// The settings' signing key, stored by the first call.
    let secretKey: @Sendable (_ make: () -> [UInt8]) throws -> [UInt8]
    /// Runs SQL both stores understand, for what no repository does (deleting behind its back).
    let execute: (_ sql: String) throws -> Void
    /// The number a `SELECT COUNT(*) AS value …` both stores understand counts.
    let countRows: (_ sql: String) throws -> Int
    /// Records an attempt under a key at a time, as `admit` would, without a limit.
    let recordAttempt: (_ key: String, _ time: Int) throws -> Void
    /// The attempts under a key at or after a time: how many, and the oldest.
    let attemptsUnder: (_ key: String, _ since: Int) throws -> AttemptCount
    /// Another instance on the same database: a second pool (PostgreSQL) or connection set
    /// (SQLite), as a second server would have.
    let secondInstance: () throws -> TestStore
    /// Closes the store's connections (a PostgreSQL server allows only so many).
    let close: () -> Void

    init(sqlite path: String) throws {
        let database = try AppDatabase(path: path)
        self.init(.sqlite, database, secondInstance: { try TestStore(sqlite: path) }, close: { try? database.close() })
    }

    init(postgres url: String) throws {
        let database = try PostgresDatabase(url: url)
        self.init(.postgres, database, secondInstance: { try TestStore(postgres: url) }, close: { database.close() })
    }

    private init(_ kind: StoreKind, _ database: any SQLDatabase, secondInstance: @escaping () throws -> TestStore, close: @escaping () -> Void) {
        self.kind = kind
        self.database = database
        users = SQLUserRepository(database: database)
        sessions = SQLSessionStore(database: database)
        attempts = SQLSignInAttempts(database: database)
        securityLog = SQLSecurityLog(database: database)
        avatars = SQLAvatarRepository(database: database)
        outbox = SQLOutbox(database: database)
        tokens = SQLEmailTokens(database: database)
        expired = SQLExpiredRecords(database: database)
        secondSteps = SQLSecondSteps(database: database)
        passkeys = SQLPasskeys(database: database)
        secretKey = { make in try SQLSettings(database: database).secretKey(byteCount: 32, orCreate: make) }
        execute = { sql in _ = try database.write { try $0.run(sql) } }
        countRows = { sql in try database.read { try $0.integer(sql) } ?? 0 }
        recordAttempt = { key, time in
            _ = try database.write { try $0.run("INSERT INTO sign_in_attempts (key, attempted_at) VALUES (?, ?)", key, time) }
        }
        attemptsUnder = { key, since in
            try database.read {
                try $0.first(SQLSignInAttempts.selectFailures, key, since, columns: SQLSignInAttempts.Column.self) { row in
                    try AttemptCount(count: row.integer(.count), oldest: row.optionalInteger(.oldest))
                }
            } ?? .none
        }
        self.secondInstance = secondInstance
        self.close = close
    }
}

/// Runs `body` with a store of `kind` on a new, empty database, then removes the database.
func withStore<Result>(_ kind: StoreKind, _ body: (TestStore) throws -> Result) throws -> Result {
    let (store, remove) = try emptyStore(kind)
    defer { remove() }
    return try body(store)
}

/// ``withStore(_:_:)`` for a test that awaits.
func withAwaitingStore<Result: Sendable>(_ kind: StoreKind, _ body: (TestStore) async throws -> Result) async throws -> Result {
    let (store, remove) = try emptyStore(kind)
    defer { remove() }
    return try await body(store)
}

/// A store of `kind` on a new, empty database, and what closes it and removes the database.
private func emptyStore(_ kind: StoreKind) throws -> (TestStore, remove: () -> Void) {
    switch kind {
    case .sqlite:
        let folder = try TemporaryFolder()
        return try opened(removing: folder.remove) { try TestStore(sqlite: folder.databasePath) }
    case .postgres:
        let schema = try PostgresSchema()
        return try opened(removing: schema.drop) { try TestStore(postgres: schema.url) }
    }
}

/// The store `open` makes on a scratch database, with what closes it and then `remove`s the
/// database; the database is removed at once when the store does not open.
private func opened(removing remove: @escaping () -> Void, _ open: () throws -> TestStore) throws -> (TestStore, remove: () -> Void) {
    do {
        let store = try open()
        return (store, { store.close(); remove() })
    } catch {
        remove()
        throw error
    }
}

/// A schema of its own in the test server's database, so tests run side by side; the store's
/// connections use it through libpq's `options`.
struct PostgresSchema {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "SCREENKIT_TEST_POSTGRES_URL is not set" }
    }

    let name = "contract_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let base: String

    init() throws {
        guard let base = StoreKind.postgresURL else { throw Missing() }
        self.base = base
        try PostgresConnection(conninfo: try PostgresURL.conninfo(base)).execute("CREATE SCHEMA \(name)")
    }

    var url: String {
        base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(name)"
    }

    func drop() {
        try? PostgresConnection(conninfo: try PostgresURL.conninfo(base)).execute("DROP SCHEMA \(name) CASCADE")
    }
}

/// How many attempts a key has in a window, and the oldest of them.
struct AttemptCount: Equatable {
    let count: Int
    let oldest: Int?

    static let none = AttemptCount(count: 0, oldest: nil)
}

