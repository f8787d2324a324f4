/// Request text as the access log shows it: printable ASCII as sent, every other byte as
/// `%XX`, so no control byte (an ESC sequence, a carriage return forging a second line) reaches
/// the operator's terminal or log collector, and no UTF-8 the terminal would interpret.
enum AccessLogText {
    /// The bytes, each outside `!`...`~` written as `%XX`; cut after `limit` bytes with `…`.
    static func escaped(_ bytes: some Collection<UInt8>, limit: Int) -> String {
        var text = ""
        text.reserveCapacity(min(bytes.count, limit) + 3)
        for (index, byte) in bytes.enumerated() {
            if index == limit {
                text += "…"
                break
            }
            if (0x21...0x7E).contains(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%"
                text.unicodeScalars.append(hexDigit(byte >> 4))
                text.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return text
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? 0x30 + value : 0x41 + value - 10)
    }
}
