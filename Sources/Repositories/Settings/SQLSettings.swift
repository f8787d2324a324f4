import Domain

/// Values the application keeps across restarts in the `settings` table, such as the key that
/// signs its cookies.
public struct SQLSettings: Sendable {
    static let secretKeyName = "secret_key"
    static let selectValue = "SELECT value FROM settings WHERE name = ?"

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    /// The application's secret key of `byteCount` bytes: the stored one, or `make()`'s, stored first.
    ///
    /// Storing inserts unless a key is there, then reads, in one write transaction, so
    /// instances starting together on one database agree on a single key.
    ///
    /// ```swift
    /// let key = try settings.secretKey(byteCount: 32, orCreate: { SecureRandom.bytes(count: 32) })
    /// ```
    ///
    /// - Parameter make: makes a new key; called only when none is stored yet.
    /// - Throws: ``SettingsError`` when the stored value is not hexadecimal or not `byteCount`
    ///   bytes long, or the database's error.
    public func secretKey(byteCount: Int, orCreate make: () -> [UInt8]) throws -> [UInt8] {
        if let stored = try database.read({ try $0.text(Self.selectValue, Self.secretKeyName) }) {
            return try Self.decodeKey(stored, byteCount: byteCount)
        }
        let candidate = HexText.encode(make())
        let agreed = try database.write { connection in
            try connection.run("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", Self.secretKeyName, candidate)
            return try connection.text(Self.selectValue, Self.secretKeyName)
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
