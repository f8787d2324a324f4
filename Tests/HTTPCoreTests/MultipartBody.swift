/// Multipart bodies laid out as browsers send them, so a test spells out only what it is about.
enum MultipartBody {
    static let boundary = "----WebKitFormBoundaryePkpFF7tjBAqx29L"

    static func text(_ name: String, _ value: String, boundary: String = boundary) -> [UInt8] {
        part(["Content-Disposition: form-data; name=\"\(name)\""], content: Array(value.utf8), boundary: boundary)
    }

    static func file(
        _ name: String,
        filename: String,
        contentType: String? = "application/octet-stream",
        bytes: [UInt8],
        boundary: String = boundary
    ) -> [UInt8] {
        var headers = ["Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\""]
        if let contentType { headers.append("Content-Type: \(contentType)") }
        return part(headers, content: bytes, boundary: boundary)
    }

    /// A delimiter line, the header lines, a blank line and the content with the CRLF that
    /// belongs to the next delimiter.
    static func part(_ headers: [String], content: [UInt8], boundary: String = boundary) -> [UInt8] {
        Array("--\(boundary)\r\n".utf8) + Array(headers.map { $0 + "\r\n" }.joined().utf8) + [13, 10] + content + [13, 10]
    }

    /// The parts and the close delimiter.
    static func body(_ parts: [[UInt8]], boundary: String = boundary) -> [UInt8] {
        parts.flatMap { $0 } + Array("--\(boundary)--\r\n".utf8)
    }

    /// Text written with `\n` line ends, sent with CRLF ones.
    static func lines(_ text: String) -> [UInt8] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8)
    }
}
