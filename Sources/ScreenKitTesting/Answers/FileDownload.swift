/// A file a screen answered with for the browser to save (`Answer.download`): the name it is
/// saved under, its type and its bytes. A presenter test reads it from the answer
/// (`answer.download`), a screen test from the response
/// (``ScreenResponse/download(sourceLocation:)``), and both compare it whole:
///
/// ```swift
/// let expected = FileDownload(filename: "report.csv", contentType: "text/csv; charset=utf-8", text: "2025-01-02,3\n")
/// #expect(try await presenter.export().download == expected)
/// let response = try client.get("/report.csv")
/// #expect(response.status == .ok)
/// #expect(try response.download() == expected)
/// ```
public struct FileDownload: Equatable, Sendable, CustomStringConvertible {
    /// The name in `Content-Disposition: attachment; filename="…"`, as the kit made it safe.
    public let filename: String
    public let contentType: String
    public let bytes: [UInt8]

    public init(filename: String, contentType: String, bytes: [UInt8]) {
        self.filename = filename
        self.contentType = contentType
        self.bytes = bytes
    }

    /// A file of text, as UTF-8.
    public init(filename: String, contentType: String, text: String) {
        self.init(filename: filename, contentType: contentType, bytes: Array(text.utf8))
    }

    /// The bytes read as UTF-8.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// What a failed expectation prints: the name, the type and the size, then the text when
    /// it is short enough to read.
    public var description: String {
        let summary = "\(filename) (\(contentType), \(bytes.count) bytes)"
        guard bytes.count <= 200, let text = String(validating: bytes, as: UTF8.self) else { return summary }
        return summary + ": " + String(reflecting: text)
    }
}
