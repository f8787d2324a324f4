/// A part's `Content-Disposition: form-data; name="…"; filename="…"` header (RFC 7578 §4.2).
struct ContentDisposition {
    var name: String
    var filename: String?

    /// Parameters are tokens or quoted strings with `\` escapes; names are case-insensitive and
    /// unknown ones (`filename*` among them, which RFC 7578 says not to send) are ignored.
    init(parsing value: UnsafeBufferPointer<UInt8>) throws(FormError) {
        var scanner = HeaderParameterScanner(value)
        guard let type = scanner.token(), ASCII.equalsIgnoringCase(type, "form-data") else {
            throw FormError(.malformed)
        }
        var name: [UInt8]?
        var filename: [UInt8]?
        while let more = scanner.nextParameter() {
            guard more else {
                // A part without a name cannot be a field; an empty name is no better.
                guard let name, !name.isEmpty else { throw FormError(.malformed) }
                self.name = try FormText.name(name, field: nil)
                self.filename = try filename.map { bytes throws(FormError) in try FormText.name(bytes, field: self.name) }
                return
            }
            guard let parameter = scanner.token(), scanner.consume(UInt8(ascii: "=")), let parameterValue = scanner.value() else {
                throw FormError(.malformed)
            }
            if ASCII.equalsIgnoringCase(parameter, "name") {
                guard name == nil else { throw FormError(.malformed) }
                name = parameterValue
            } else if ASCII.equalsIgnoringCase(parameter, "filename") {
                guard filename == nil else { throw FormError(.malformed) }
                filename = parameterValue
            }
        }
        throw FormError(.malformed)
    }
}
