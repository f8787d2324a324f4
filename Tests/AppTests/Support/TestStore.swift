import Domain
import Foundation
@testable import PostgresStorage
import Repositories
import Storage

/// The store the server tests run their servers on: SQLite files by default; PostgreSQL when
/// `SCREENKIT_TEST_STORE=postgres`, each server on a schema of its own in the database
/// `SCREENKIT_TEST_POSTGRES_URL` names (`make test` runs the suite both ways).
enum TestStore {
    enum Kind {
        case sqlite
        case postgres
    }

    static let environment = ProcessInfo.processInfo.environment

    static var isPostgres: Bool {
        environment["SCREENKIT_TEST_STORE"] == "postgres"
    }

    /// A new, empty database for one server: a SQLite path in a new temporary folder, or a
    /// `postgres://` URL whose connections use a new schema.
    static func freshDatabase(on kind: Kind = isPostgres ? .postgres : .sqlite) -> String {
        guard kind == .postgres else {
            return NSTemporaryDirectory() + "screenkit-app-test-\(UUID().uuidString)/data/screenkit.sqlite"
        }
        guard let base = environment["SCREENKIT_TEST_POSTGRES_URL"] else {
            // The server's start then fails with this, and so does the test, saying why.
            return "postgres://SCREENKIT_TEST_POSTGRES_URL-is-not-set"
        }
        let schema = "app_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        do {
            try PostgresConnection(conninfo: base).execute("CREATE SCHEMA \(schema)")
        } catch {
            return "postgres://cannot-create-schema-\(schema)"
        }
        return base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(schema)"
    }

    /// The members a server's database holds, read straight from the store (`database` as
    /// ``freshDatabase(on:)`` made it), to check what the server wrote.
    static func members(in database: String) throws -> any UserRepository {
        SQLUserRepository(database: database.hasPrefix("postgres://") ? try PostgresDatabase(url: database) : try AppDatabase(path: database))
    }

    /// The messages a server's database holds, read straight from the store.
    static func outbox(in database: String) throws -> any OutboxRepository {
        SQLOutbox(database: database.hasPrefix("postgres://") ? try PostgresDatabase(url: database) : try AppDatabase(path: database))
    }
}
