#if canImport(Glibc)
import Glibc
#endif

/// The folder a database file lives in, made with its parents when missing (`mkdir -p`).
enum DatabaseFolder {
    /// Makes every missing folder on the way to `path`'s last component.
    ///
    /// - Throws: ``SQLiteError`` with `SQLITE_CANTOPEN` and the system's reason when a folder
    ///   cannot be made (a file in the way, no permission).
    static func create(containing path: String) throws(SQLiteError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var folder = ""
        for (index, component) in components.enumerated() {
            folder += index == 0 ? String(component) : "/" + component
            guard !component.isEmpty, component != "." else { continue }
            if mkdir(folder, 0o755) != 0 && errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw SQLiteError(.cannotOpen, message: "cannot create the folder '\(folder)': \(reason)")
            }
        }
    }
}
