public import Foundation

/// A fresh folder under the system's temporary directory for one test — a database file, a
/// public folder — removed when the value goes away or when ``remove()`` is called.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// try folder.write("public/css/app.css", "body {}")
/// let database = try AppDatabase(path: folder.databasePath)
/// ```
public final class TemporaryFolder: Sendable {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "screenkit-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of a database file inside the folder.
    public var databasePath: String { path + "/app.sqlite" }

    /// Writes `contents` to `relativePath`, creating the folders on the way.
    public func write(_ relativePath: String, _ contents: String) throws {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// A symbolic link at `relativePath` to `destination`.
    public func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }

    /// Removes the folder and everything in it; safe to call more than once.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
