import Foundation

/// A fresh folder under the system's temporary directory, removed by ``remove()``: each test
/// gets its own database file.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of a database file inside the folder.
    var databasePath: String {
        url.appendingPathComponent("app.sqlite").path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
