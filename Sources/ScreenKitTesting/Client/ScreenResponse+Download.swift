import HTTPCore
public import Testing

extension ScreenResponse {
    /// The body as it came, for a response that is not a page.
    public var bytes: [UInt8] { response.body }

    /// The `Content-Type` of the body.
    public var contentType: String? { headers["Content-Type"] }

    /// The name `Content-Disposition: attachment; filename="…"` tells the browser to save the
    /// body under; `nil` when the response is to be shown (a page, a picture).
    public var attachmentFilename: String? {
        headers["Content-Disposition"].flatMap(Self.attachmentFilename(in:))
    }

    /// The response as a file the browser saves (an `Answer.download`); a test fails at
    /// `sourceLocation` when it is not one: no `Content-Disposition: attachment` with a file
    /// name, or no `Content-Type`. Its status is ``status``, as for a page.
    ///
    /// ```swift
    /// let response = try client.post("/settings/two-factor/recovery-codes.txt", form: ["codes": seal])
    /// #expect(response.status == .ok)
    /// let file = try response.download()
    /// #expect(file.filename == "screenkit-recovery-codes.txt" && file.text.contains(codes[0]))
    /// ```
    public func download(sourceLocation: SourceLocation = #_sourceLocation) throws -> FileDownload {
        let filename = try #require(
            attachmentFilename, "not a download: Content-Disposition is \(headers["Content-Disposition"].map { String(reflecting: $0) } ?? "missing")",
            sourceLocation: sourceLocation)
        let contentType = try #require(contentType, "a download without a Content-Type", sourceLocation: sourceLocation)
        return FileDownload(filename: filename, contentType: contentType, bytes: bytes)
    }

    /// The `filename` parameter of an `attachment` disposition (RFC 6266): a token, or a quoted
    /// string whose `\` escapes the next character; the type and the parameter's name in any case.
    static func attachmentFilename(in value: String) -> String? {
        var rest = Substring(value)
        guard token(&rest).lowercased() == "attachment" else { return nil }
        while !rest.isEmpty {
            skipSpaces(&rest)
            guard rest.popFirst() == ";" else { return nil }
            let name = token(&rest).lowercased()
            guard rest.popFirst() == "=", let parameter = parameterValue(&rest) else { return nil }
            if name == "filename" { return parameter.isEmpty ? nil : parameter }
        }
        return nil
    }

    private static func skipSpaces(_ rest: inout Substring) {
        while rest.first == " " || rest.first == "\t" { rest.removeFirst() }
    }

    private static func token(_ rest: inout Substring) -> Substring {
        skipSpaces(&rest)
        let word = rest.prefix { !" \t;=\"".contains($0) }
        rest = rest.dropFirst(word.count)
        return word
    }

    private static func parameterValue(_ rest: inout Substring) -> String? {
        guard rest.first == "\"" else { return String(token(&rest)) }
        rest.removeFirst()
        var value = ""
        while let character = rest.popFirst() {
            switch character {
            case "\"": return value
            case "\\":
                guard let escaped = rest.popFirst() else { return nil }
                value.append(escaped)
            default: value.append(character)
            }
        }
        return nil
    }
}
