internal import Domain

/// Values the application keeps across restarts in the `settings` table, such as the key that
/// signs its cookies: one key for every instance on the database.
public struct PostgresSettings: Sendable {
    static let secretKeyName = "secret_key"

    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    /// The application's secret key of `byteCount` bytes: the stored one, or `make()`'s, stored
    /// first. Instances starting together agree on one: the insert does nothing when a key is
    /// there, and the key read after it is whichever committed first.
    ///
    /// - Throws: ``SettingsError`` when the stored value is not `byteCount` bytes long, or the
    ///   database's error.
    public func secretKey(byteCount: Int, orCreate make: () -> [UInt8]) throws -> [UInt8] {
        let select = "SELECT value FROM settings WHERE name = $1"
        if let stored = try database.read({ connection throws(PostgresError) in
            try connection.first(select, Self.secretKeyName) { $0.bytes(0) }
        }) {
            return try Self.checked(stored, byteCount: byteCount)
        }
        let candidate = make()
        let agreed = try database.write { connection throws(PostgresError) in
            try connection.run(
                "INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", Self.secretKeyName, candidate)
            return try connection.first(select, Self.secretKeyName) { $0.bytes(0) }
        }
        return try Self.checked(agreed ?? candidate, byteCount: byteCount)
    }

    private static func checked(_ key: [UInt8], byteCount: Int) throws(SettingsError) -> [UInt8] {
        guard key.count == byteCount else { throw SettingsError(.wrongLength, name: secretKeyName) }
        return key
    }
}
