import ScreenKitTesting
import Storage

/// Runs `body` with a database on a new temporary file, then closes it and removes the folder.
func withDatabase<Result>(_ body: (AppDatabase) throws -> Result) throws -> Result {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try AppDatabase(path: folder.databasePath)
    defer { try? database.close() }
    return try body(database)
}
