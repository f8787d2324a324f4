/// Reads a `multipart/form-data` body (RFC 7578 over RFC 2046 §5.1) in one pass.
///
/// The cursor only moves forward: headers are read line by line and each part's content ends
/// at the next delimiter, found by a search that never reads a byte twice.
struct MultipartParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: MultipartLimits
    /// `CRLF--boundary`: what ends every part's content.
    private let delimiter: DelimiterSearch
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, boundary: String, limits: MultipartLimits) {
        self.bytes = bytes
        self.limits = limits
        delimiter = DelimiterSearch(boundary: boundary)
    }

    static func parse(_ body: [UInt8], boundary: String, limits: MultipartLimits) throws(FormError) -> [FormData.Field] {
        guard isValidBoundary(boundary) else { throw FormError(.malformed) }
        return try body.withUnsafeBufferPointer { (buffer) throws(FormError) -> [FormData.Field] in
            var parser = MultipartParser(bytes: buffer, boundary: boundary, limits: limits)
            return try parser.fields()
        }
    }

    /// RFC 2046 §5.1.1: 1 to 70 `bchars`, the last one not a space.
    static func isValidBoundary(_ boundary: String) -> Bool {
        let bytes = Array(boundary.utf8)
        guard let last = bytes.last, bytes.count <= 70, last != UInt8(ascii: " ") else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "+"), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: " "):
                true
            default:
                false
            }
        }
    }

    private mutating func fields() throws(FormError) -> [FormData.Field] {
        try skipPreamble()
        var fields: [FormData.Field] = []
        while try !isAtCloseDelimiter() {
            guard fields.count < limits.maxParts else { throw FormError(.tooManyParts) }
            let headers = try MultipartPartHeaders.parse(bytes, from: &index)
            guard let end = delimiter.firstMatch(in: bytes, from: index) else {
                throw FormError(.malformed)
            }
            let content = UnsafeBufferPointer(rebasing: bytes[index..<end])
            fields.append((name: headers.name, value: try value(of: headers, content: content)))
            index = end + delimiter.pattern.count
        }
        return fields
    }

    /// Moves past the first delimiter, which has no CRLF of its own when it opens the body.
    private mutating func skipPreamble() throws(FormError) {
        let dashBoundary = delimiter.pattern.dropFirst(2)
        if bytes.starts(with: dashBoundary) {
            index = dashBoundary.count
            return
        }
        guard let start = delimiter.firstMatch(in: bytes, from: 0) else { throw FormError(.malformed) }
        index = start + delimiter.pattern.count
    }

    /// Reads what follows a delimiter: `--` closes the body and the epilogue after it is ignored;
    /// otherwise optional transport padding and a CRLF open the next part.
    private mutating func isAtCloseDelimiter() throws(FormError) -> Bool {
        if consume(UInt8(ascii: "-"), UInt8(ascii: "-")) { return true }
        while index < bytes.count && ASCII.isWhitespace(bytes[index]) { index += 1 }
        guard consume(UInt8(ascii: "\r"), UInt8(ascii: "\n")) else { throw FormError(.malformed) }
        return false
    }

    private mutating func consume(_ first: UInt8, _ second: UInt8) -> Bool {
        guard index + 1 < bytes.count, bytes[index] == first, bytes[index + 1] == second else { return false }
        index += 2
        return true
    }

    private func value(of headers: MultipartPartHeaders, content: UnsafeBufferPointer<UInt8>) throws(FormError) -> FormValue {
        if let filename = headers.filename {
            guard content.count <= limits.maxFilePartBytes else { throw FormError(.partTooLarge, field: headers.name) }
            let contentType = headers.contentType ?? FormFile.defaultContentType
            return .file(FormFile(filename: filename, contentType: contentType, bytes: Array(content)))
        }
        guard content.count <= limits.maxTextPartBytes else { throw FormError(.partTooLarge, field: headers.name) }
        return .text(try FormText.value(content, field: headers.name))
    }
}
