/// The request target of an origin-form request line (`/path?query`), decoded strictly.
///
/// The path is split on `/` before decoding, so an encoded slash (`%2F`) stays inside its
/// segment and can never move a lookup into another folder.
public struct RequestTarget: Sendable, Equatable {
    /// The path as sent, still encoded, without the query.
    public let rawPath: String
    /// The path's segments, each percent-decoded; `/` is `[]`, `/a/b/` is `["a", "b", ""]`.
    public let segments: [String]
    public let query: URLEncodedForm

    /// The target `/`.
    public static let root = RequestTarget(rawPath: "/", segments: [], query: URLEncodedForm())

    private init(rawPath: String, segments: [String], query: URLEncodedForm) {
        self.rawPath = rawPath
        self.segments = segments
        self.query = query
    }

    /// - Throws: ``DecodingError`` when the target is not an absolute path, or its path or
    ///   query has a malformed escape, invalid UTF-8 or a NUL.
    public init(parsing target: some Collection<UInt8>) throws(DecodingError) {
        let contiguous = Array(target)
        self = try contiguous.withUnsafeBufferPointer { (buffer) throws(DecodingError) -> RequestTarget in
            try RequestTarget(parsing: buffer)
        }
    }

    /// The server's entry point: concrete over a buffer so the hot path runs specialized code.
    public init(parsing target: UnsafeBufferPointer<UInt8>) throws(DecodingError) {
        guard target.first == UInt8(ascii: "/") else {
            throw DecodingError(.malformedTarget, in: "path")
        }
        // A fragment is never sent by browsers; if it is, it ends the target, query included.
        var targetEnd = target.count
        var pathEnd = -1
        for index in 0..<target.count {
            let byte = target[index]
            // Control characters and spaces never appear in a valid target; libmicrohttpd
            // refuses most already, this refuses the rest (DEL, stray bytes in the query).
            if byte < 0x21 || byte == 0x7F {
                throw DecodingError(.controlCharacter, in: "path")
            }
            if byte == UInt8(ascii: "#") && targetEnd == target.count {
                targetEnd = index
            } else if byte == UInt8(ascii: "?") && pathEnd < 0 && targetEnd == target.count {
                pathEnd = index
            }
        }
        let hasQuery = pathEnd >= 0
        if !hasQuery { pathEnd = targetEnd }
        let path = UnsafeBufferPointer(rebasing: target[0..<pathEnd])
        query = hasQuery
            ? try URLEncodedForm(decoding: UnsafeBufferPointer(rebasing: target[(pathEnd + 1)..<targetEnd]), context: "query")
            : URLEncodedForm()
        guard let rawPath = ASCII.validatedUTF8(path) else {
            throw DecodingError(.invalidUTF8, in: "path")
        }
        self.rawPath = rawPath

        var segments: [String] = []
        if path.count > 1 {
            segments.reserveCapacity(path.count { $0 == UInt8(ascii: "/") })
            var segmentStart = 1
            while true {
                var segmentEnd = segmentStart
                while segmentEnd < path.count && path[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
                segments.append(try PercentDecoding.decode(
                    UnsafeBufferPointer(rebasing: path[segmentStart..<segmentEnd]), plusAsSpace: false, context: "path"))
                guard segmentEnd < path.count else { break }
                segmentStart = segmentEnd + 1
            }
        }
        self.segments = segments
    }
}
