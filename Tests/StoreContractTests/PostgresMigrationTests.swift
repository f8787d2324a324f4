import Dispatch
import Foundation
@testable import PostgresStorage
import Synchronization
import Repositories
import Testing

/// The schema's history on PostgreSQL, where several instances start on one database.
@Suite(.enabled(if: StoreKind.postgresURL != nil))
struct PostgresMigrationTests {
    @Test func instancesStartingTogetherMigrateOnce() throws {
        let schema = try PostgresSchema()
        defer { schema.drop() }
        let opened = Mutex<[PostgresDatabase]>([])
        let failed = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                let database = try PostgresDatabase(url: schema.url)
                opened.withLock { $0.append(database) }
            } catch {
                failed.add(1, ordering: .relaxed)
            }
        }
        let databases = opened.withLock { $0 }
        defer { databases.forEach { $0.close() } }
        #expect(failed.load(ordering: .relaxed) == 0)
        #expect(try databases.first?.appliedMigrations() == Migration.steps(for: .postgres).map(\.identifier))
        try databases.first?.checkReadiness()
    }

    @Test func aDatabaseOfANewerReleaseIsRefusedUntouched() throws {
        let schema = try PostgresSchema()
        defer { schema.drop() }
        let first = try PostgresDatabase(url: schema.url)
        defer { first.close() }
        try first.write { try $0.run("INSERT INTO schema_migrations (identifier) VALUES ('pg999')") }
        #expect {
            _ = try PostgresDatabase(url: schema.url)
        } throws: { error in
            (error as? PostgresError)?.kind == .schema
        }
        #expect(try first.appliedMigrations().last == "pg999")
    }

    @Test func aMissingMigrationMakesTheDatabaseNotReady() throws {
        let schema = try PostgresSchema()
        defer { schema.drop() }
        let database = try PostgresDatabase(url: schema.url)
        defer { database.close() }
        try database.checkReadiness()
        try database.write { try $0.run("DELETE FROM schema_migrations WHERE identifier = ?", Migration.steps(for: .postgres)[0].identifier) }
        #expect(throws: PostgresError.self) { try database.checkReadiness() }
    }

    /// `make test` must not pass without PostgreSQL because the server was missing.
    @Test(.enabled(if: StoreKind.environment["SCREENKIT_REQUIRE_POSTGRES"] == "1"))
    func postgresIsThereWhenRequired() throws {
        #expect(StoreKind.postgresURL != nil, "SCREENKIT_REQUIRE_POSTGRES=1 but SCREENKIT_TEST_POSTGRES_URL is not set")
        #expect(StoreKind.available.contains(.postgres))
    }
}
