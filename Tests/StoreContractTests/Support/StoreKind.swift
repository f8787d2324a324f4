import Foundation

/// The stores the contract runs on: SQLite always; PostgreSQL when the tests are given a server
/// (`SCREENKIT_TEST_POSTGRES_URL`, which `make test` sets).
enum StoreKind: String, CustomStringConvertible, Sendable {
    case sqlite
    case postgres

    static let environment = ProcessInfo.processInfo.environment

    static var postgresURL: String? {
        environment["SCREENKIT_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var available: [StoreKind] {
        postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]
    }

    var description: String { rawValue }
}
