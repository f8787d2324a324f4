/// The character rules every form field follows, whatever its encoding.
///
/// Names never need a control character. Values may hold tab, CR and LF (a textarea sends
/// them), but a NUL or another control character only ever serves to confuse what stores or
/// shows the text, as in a urlencoded form.
enum FormText {
    /// A field name or a filename: UTF-8 with no control character at all.
    ///
    /// - Parameter field: the field to blame, when the bytes are not the name itself.
    static func name(_ bytes: [UInt8], field: String?) throws(FormError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FormError(.invalidUTF8, field: field)
        }
        guard bytes.allSatisfy({ !isControl($0) }) else {
            throw FormError(.controlCharacter, field: field)
        }
        return text
    }

    /// A text value's content: UTF-8, with only tab, CR and LF among the control characters.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, field: String) throws(FormError) -> String {
        guard let text = ASCII.validatedUTF8(bytes) else {
            throw FormError(.invalidUTF8, field: field)
        }
        try checkValue(text, field: field)
        return text
    }

    /// Holds text from any source (a urlencoded body, a hand-built ``FormData``) to the value rule.
    static func checkValue(_ text: String, field: String) throws(FormError) {
        for byte in text.utf8 where isControl(byte) && !isAllowedInValue(byte) {
            throw FormError(.controlCharacter, field: field)
        }
    }

    private static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F
    }

    private static func isAllowedInValue(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
