#if canImport(Glibc)
import Glibc
#endif

/// Makes sure the database's folder exists and can be written, so a bad path stops the start
/// with a clear line instead of failing on the first write.
enum DatabaseLocation {
    static func prepare(path: String) throws(StartupError) {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw StartupError("database path '\(path)' does not name a file")
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        try createFolder(folder.isEmpty ? "/" : folder)
        guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
            throw StartupError("database folder '\(folder)' is not writable")
        }
        if access(path, F_OK) == 0 && access(path, W_OK) != 0 {
            throw StartupError("database file '\(path)' is not writable")
        }
    }

    /// `mkdir -p`.
    private static func createFolder(_ folder: String) throws(StartupError) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw StartupError("database folder '\(folder)' is a file")
            }
            return
        }
        if let parentEnd = folder.lastIndex(of: "/"), parentEnd != folder.startIndex {
            try createFolder(String(folder[..<parentEnd]))
        }
        guard mkdir(folder, 0o750) == 0 || errno == EEXIST else {
            throw StartupError("cannot create database folder '\(folder)': \(String(cString: strerror(errno)))")
        }
    }
}
