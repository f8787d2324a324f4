/// The headers of one part: the field's name and, for a file, its filename and content type.
struct MultipartPartHeaders {
    var name: String
    var filename: String?
    var contentType: String?

    /// Reads CRLF-terminated header lines from `index` up to and past the empty line ending them.
    ///
    /// `Content-Disposition` is required and, like `Content-Type`, may appear once; other headers
    /// are ignored (RFC 7578 §4.8). Folded lines and bare CR or LF are refused.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) throws(FormError) -> MultipartPartHeaders {
        var disposition: ContentDisposition?
        var contentType: String?
        while true {
            let end = try lineEnd(in: bytes, from: index)
            let line = UnsafeBufferPointer(rebasing: bytes[index..<end])
            index = end + 2
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
                  line[..<colon].allSatisfy(ASCII.isTokenCharacter)
            else { throw FormError(.malformed) }
            let value = ASCII.trimmed(UnsafeBufferPointer(rebasing: line[(colon + 1)...]))
            if ASCII.equalsIgnoringCase(line[..<colon], "content-disposition") {
                guard disposition == nil else { throw FormError(.malformed) }
                disposition = try ContentDisposition(parsing: value)
            } else if ASCII.equalsIgnoringCase(line[..<colon], "content-type") {
                guard contentType == nil, let text = String(validating: value, as: UTF8.self),
                      ContentType(parsing: text) != nil
                else { throw FormError(.malformed) }
                contentType = text
            }
        }
        guard let disposition else { throw FormError(.malformed) }
        return MultipartPartHeaders(name: disposition.name, filename: disposition.filename, contentType: contentType)
    }

    /// Where the CRLF ending the line that starts at `start` begins.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(FormError) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\r"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") else { throw FormError(.malformed) }
                return index
            case UInt8(ascii: "\n"):
                throw FormError(.malformed)
            default:
                index += 1
            }
        }
        throw FormError(.malformed)
    }
}
