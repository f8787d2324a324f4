#if canImport(Glibc)
import Glibc
#endif

/// The code that ran only to start (the loader's, the libraries' initializers, parsing flags,
/// migrating) stays resident for the life of the process, and the kernel maps code in 64 KB
/// windows around each page it faults in, so most of those windows hold code the server never
/// runs again. Once the server listens, the code of the executable and of every library is
/// dropped from the process's pages: serving faults back what it runs (the executable's link
/// order keeps that together), and the rest no longer counts against the server's memory.
///
/// Dropped are each file's code and the read-only data mapped before it (symbol tables,
/// strings, type names, unwind tables). Position-independent code is never relocated there,
/// so those pages were never written and the kernel reads them back from the file unchanged;
/// the mappings after a file's code, which the loader relocated (some read-only once it is
/// done), are left alone, as is all anonymous memory.
enum StartupCode {
    /// Drops those pages; returns how many bytes were advised.
    @discardableResult
    static func release() -> Int {
        guard let maps = fopen("/proc/self/maps", "r") else { return 0 }
        defer { fclose(maps) }
        var released = 0
        var filesPastTheirCode = Set<Substring>()
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            // "start-end perms offset dev inode path"
            let text = String(cString: line)
            let fields = text.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
            let file = fields[5].hasSuffix("\n") ? fields[5].dropLast() : fields[5]
            let isCode = fields[1] == "r-xp"
            guard isCode || fields[1] == "r--p", !filesPastTheirCode.contains(file) else { continue }
            if isCode { filesPastTheirCode.insert(file) }
            released += advise(range: fields[0])
        }
        return released
    }

    private static func advise(range: Substring) -> Int {
        let bounds = range.split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16), end > start,
            let address = UnsafeMutableRawPointer(bitPattern: start),
            madvise(address, Int(end - start), MADV_DONTNEED) == 0
        else { return 0 }
        return Int(end - start)
    }
}
