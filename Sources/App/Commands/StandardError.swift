#if canImport(Glibc)
import Glibc
#endif

/// Writes to file descriptor 2 directly: C's `stderr` is a global Swift 6 cannot share safely.
enum StandardError {
    static func writeLine(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }
}
