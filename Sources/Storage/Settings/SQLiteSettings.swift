internal import Domain

/// Values the application keeps across restarts in the `settings` table, such as the key that
/// signs its cookies.
public struct SQLiteSettings: Sendable {
    static let secretKeyName = "secret_key"
    static let selectValue = "SELECT value FROM settings WHERE name = ?"

    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The application's secret key of `byteCount` bytes: the stored one, or `make()`'s, stored first.
    ///
    /// Storing is an `INSERT OR IGNORE` followed by a read in the same write transaction, so
    /// two processes starting together on one file agree on a single key.
    ///
    /// ```swift
    /// let key = try settings.secretKey(byteCount: 32, orCreate: { SecureRandom.bytes(count: 32) })
    /// ```
    ///
    /// - Parameter make: makes a new key; called only when none is stored yet.
    /// - Throws: ``SettingsError`` when the stored value is not hexadecimal or not `byteCount`
    ///   bytes long, or the database's error.
    public func secretKey(byteCount: Int, orCreate make: () -> [UInt8]) throws -> [UInt8] {
        let stored = try database.readers.first(.setting, Self.secretKeyName) { $0.text(0) }
        if let stored {
            return try Self.decodeKey(stored, byteCount: byteCount)
        }
        let candidate = HexText.encode(make())
        let agreed = try database.write { connection throws(SQLiteError) in
            try connection.run("INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)", Self.secretKeyName, candidate)
            return try connection.first(Self.selectValue, Self.secretKeyName) { $0.text(0) }
        }
        return try Self.decodeKey(agreed ?? candidate, byteCount: byteCount)
    }

    private static func decodeKey(_ text: String, byteCount: Int) throws(SettingsError) -> [UInt8] {
        guard let bytes = HexText.decode(text) else {
            throw SettingsError(.malformedValue, name: secretKeyName)
        }
        guard bytes.count == byteCount else {
            throw SettingsError(.wrongLength, name: secretKeyName)
        }
        return bytes
    }
}
