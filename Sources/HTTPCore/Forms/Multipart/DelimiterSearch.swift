/// Finds a multipart delimiter, `CRLF--boundary`, reading each byte of the body once.
///
/// A boundary cannot hold a CR (RFC 2046 `bchars`), so the delimiter's only CR is its first
/// byte: after a partial match fails, no match can start inside the bytes already matched, and
/// the scan goes on from the byte that broke it. A body full of near-misses
/// (`\r\n--boundar…`) therefore costs no more than any other.
struct DelimiterSearch {
    let pattern: [UInt8]

    /// - Parameter boundary: a boundary already checked against RFC 2046.
    init(boundary: String) {
        pattern = Array("\r\n--\(boundary)".utf8)
    }

    /// Where the delimiter first starts at or after `start`, or `nil` when the bytes end first.
    func firstMatch(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var matched = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == pattern[matched] {
                matched += 1
                if matched == pattern.count { return index + 1 - matched }
            } else {
                matched = byte == pattern[0] ? 1 : 0
            }
            index += 1
        }
        return nil
    }
}
