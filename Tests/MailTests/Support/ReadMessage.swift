/// A rendered message read back the way a mail program reads it: headers unfolded, the
/// multipart body cut at its boundary, each part's quoted-printable decoded. Written apart from
/// the module's encoder, so the tests check `rendered()` against RFC 2045–2047, not against itself.
struct ReadMessage {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Part {
        let headerLines: [String]
        /// The encoded lines, as sent.
        let bodyLines: [[UInt8]]

        var decodedBody: String {
            String(decoding: QuotedPrintableReader.decode(bodyLines), as: UTF8.self)
        }
    }

    /// Every line of the message, without its CRLF.
    let lines: [[UInt8]]
    /// The header block's lines as sent, folded.
    let headerLines: [String]
    /// The header fields, unfolded: name and value (without the space after the colon).
    let fields: [(name: String, value: String)]
    let boundary: String
    let parts: [Part]

    init(_ bytes: [UInt8]) throws {
        lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { line in
            Array(line.last == 0x0D ? line.dropLast() : line)
        }
        guard let blank = lines.firstIndex(of: []) else { throw Failure(description: "no blank line after the headers") }
        headerLines = lines[..<blank].map { String(decoding: $0, as: UTF8.self) }
        var fields: [(name: String, value: String)] = []
        for line in headerLines {
            if line.first == " " || line.first == "\t", !fields.isEmpty {
                fields[fields.count - 1].value += line
            } else if let colon = line.firstIndex(of: ":") {
                let value = line[line.index(after: colon)...]
                fields.append((String(line[..<colon]), String(value.first == " " ? value.dropFirst() : value)))
            } else {
                throw Failure(description: "header line without a colon: \(line)")
            }
        }
        self.fields = fields
        guard let contentType = fields.first(where: { $0.name.lowercased() == "content-type" })?.value,
              let marker = contentType.range(of: "boundary=\"")
        else { throw Failure(description: "no boundary in Content-Type") }
        boundary = String(contentType[marker.upperBound...].prefix { $0 != "\"" })

        let delimiter = Array(("--" + boundary).utf8)
        let closing = delimiter + Array("--".utf8)
        var parts: [Part] = []
        var current: [[UInt8]]?
        for line in lines[(blank + 1)...] {
            if line == delimiter || line == closing {
                if let current { parts.append(try Self.part(current)) }
                current = line == delimiter ? [] : nil
            } else {
                current?.append(line)
            }
        }
        self.parts = parts
    }

    /// The values of every field called `name`, compared without regard to case.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    private static func part(_ lines: [[UInt8]]) throws -> Part {
        guard let blank = lines.firstIndex(of: []) else { throw Failure(description: "a part without a blank line") }
        return Part(headerLines: lines[..<blank].map { String(decoding: $0, as: UTF8.self) }, bodyLines: Array(lines[(blank + 1)...]))
    }
}

extension String {
    /// The range of the first occurrence of `text`, without Foundation.
    func range(of text: String) -> Range<String.Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(text) {
                return start..<index(start, offsetBy: text.count)
            }
            start = index(after: start)
        }
        return nil
    }
}
