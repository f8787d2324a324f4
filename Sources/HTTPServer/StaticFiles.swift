public import HTTPCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Serves the files of one folder (`Public/`) with validators and caching headers.
///
/// Files are read once and kept in memory; a cached file is compared with the disk at most
/// once a second, so an edited stylesheet shows up at once while the hot path makes no
/// system call. A request can never reach outside the folder: decoded segments that are
/// empty, `.`/`..`, hidden, or hold a slash, backslash or NUL are refused, and the resolved
/// real path (symbolic links followed) must still lie inside the folder's real path.
public final class StaticFiles: StaticFileSource {
    /// Why the folder cannot be served.
    public struct FolderError: Error, CustomStringConvertible {
        public let description: String
    }

    private let root: String
    private let cacheControl: String
    /// A cached file (or the fact that there is none) and when it was last compared with the
    /// disk. Misses are kept too: every unknown path reaches this lookup, and resolving it
    /// again costs a `readlink` per path component.
    private struct CacheEntry {
        let file: StaticFile?
        let checkedAt: ContinuousClock.Instant
    }

    private let cache = Mutex<[String: CacheEntry]>([:])
    private static let largestFile = 16 << 20
    private static let largestCache = 2048
    private static let recheckInterval = Duration.seconds(1)

    /// - Parameters:
    ///   - folder: the folder to serve; it must exist.
    ///   - cacheControl: the `Cache-Control` sent with every file (`no-cache` revalidates each
    ///     use with the `ETag`, suited to development; production may allow a max-age).
    public init(folder: String, cacheControl: String) throws(FolderError) {
        guard let resolved = realpath(folder, nil) else {
            throw FolderError(description: "public folder '\(folder)' does not exist")
        }
        defer { free(resolved) }
        var status = stat()
        guard stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw FolderError(description: "public folder '\(folder)' is not a folder")
        }
        root = String(cString: resolved)
        self.cacheControl = cacheControl
    }

    /// The response for a `GET`/`HEAD` of a file in the folder: 200, or 304 when the client's
    /// validators match. `nil` when there is no such file (the caller answers 404 or 405).
    public func response(for request: Request) -> Response? {
        guard let relativePath = Self.relativePath(of: request.pathSegments), let file = file(at: relativePath) else {
            return nil
        }
        if Self.isNotModified(request.headers, file: file) {
            return Response(status: .notModified, headers: file.notModifiedHeaders)
        }
        return Response(status: .ok, headers: file.headers, body: file.bytes)
    }

    /// Whether a path names a file that is there now.
    public func contains(_ segments: [String]) -> Bool {
        Self.relativePath(of: segments).flatMap(file(at:)) != nil
    }

    static func relativePath(of segments: [String]) -> String? {
        guard !segments.isEmpty else { return nil }
        for segment in segments {
            guard let first = segment.utf8.first, first != UInt8(ascii: "."),
                  !segment.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 })
            else { return nil }
        }
        // Built by hand: `joined(separator:)` runs as unspecialized generic code here.
        var path = segments[0]
        for segment in segments.dropFirst() {
            path += "/"
            path += segment
        }
        return path
    }

    private static func isNotModified(_ headers: HTTPHeaders, file: StaticFile) -> Bool {
        if let tags = headers["If-None-Match"] {
            // If-Modified-Since is ignored when this is present (RFC 9110 §13.1.3).
            return EntityTag.matches(ifNoneMatch: tags, entityTag: file.entityTag)
        }
        if let since = headers["If-Modified-Since"].flatMap(HTTPDate.parse) {
            return file.modifiedSeconds <= since
        }
        return false
    }

    private func file(at relativePath: String) -> StaticFile? {
        let now = ContinuousClock.now
        let cached = cache.withLock { $0[relativePath] }
        if let cached, now - cached.checkedAt < Self.recheckInterval {
            return cached.file
        }
        let fresh = load(relativePath, cached: cached?.file)
        cache.withLock { files in
            // A flood of distinct unknown paths empties the cache now and then instead of
            // growing it; known files are read again on their next request.
            if files[relativePath] == nil && files.count >= Self.largestCache { files.removeAll(keepingCapacity: true) }
            files[relativePath] = CacheEntry(file: fresh, checkedAt: now)
        }
        return fresh
    }

    /// Reads the file, or confirms the cached copy is current, after checking it is inside the
    /// folder once symbolic links are resolved.
    private func load(_ relativePath: String, cached: StaticFile?) -> StaticFile? {
        guard let resolvedPointer = realpath(root + "/" + relativePath, nil) else { return nil }
        let resolved = String(cString: resolvedPointer)
        free(resolvedPointer)
        guard resolved.hasPrefix(root + "/") else { return nil }

        let descriptor = open(resolved, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= Self.largestFile else {
            return nil
        }
        let size = Int(status.st_size)
        let seconds = Int(status.st_mtim.tv_sec)
        let nanoseconds = Int(status.st_mtim.tv_nsec)
        let inode = UInt64(status.st_ino)
        if let cached, cached.matches(size: size, modifiedSeconds: seconds, modifiedNanoseconds: nanoseconds, inode: inode) {
            return cached
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < size {
                let count = read(descriptor, buffer.baseAddress! + offset, size - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard complete else { return nil }
        return StaticFile(
            bytes: bytes,
            contentType: MediaTypes.forFile(named: relativePath),
            cacheControl: cacheControl,
            modifiedSeconds: seconds,
            modifiedNanoseconds: nanoseconds,
            inode: inode
        )
    }
}
