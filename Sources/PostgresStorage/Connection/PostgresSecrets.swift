/// The passwords of a connection string, in every form a message may repeat them: as written,
/// as libpq decodes them, and percent-encoded. libpq's reasons quote what they could not read,
/// the whole URL at times, so each message from libpq passes through ``hidden(in:)`` before it
/// is shown or logged.
struct PostgresSecrets: Sendable {
    private let texts: [String]

    init(_ conninfo: String) {
        var written: [Substring] = []
        if let uri = PostgresURI(conninfo) {
            written = uri.secrets
        } else if let scheme = PostgresURI.schemes.first(where: { conninfo.hasPrefix($0) }) {
            // A URL libpq would cut inside its password: all that may belong to it, from the
            // user name's colon to the last `@`.
            let rest = conninfo.dropFirst(scheme.count).unicodeScalars
            if let colon = rest.firstIndex(of: ":"), let at = rest.lastIndex(of: "@"), colon < at {
                written = [Substring(rest[rest.index(after: colon)..<at])]
            }
        } else if let keywords = PostgresKeywords(conninfo) {
            written = keywords.secrets.map { $0[...] }
        }
        var texts: Set<String> = []
        for secret in written {
            texts.insert(String(secret))
            if let decoded = PostgresURI.decoded(secret) {
                texts.insert(decoded)
                texts.insert(Self.percentEncoded(decoded, digits: "0123456789ABCDEF"))
                texts.insert(Self.percentEncoded(decoded, digits: "0123456789abcdef"))
            }
        }
        texts.remove("")
        // The longest first, so that no shorter one leaves part of a longer one behind.
        self.texts = texts.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// `message` with every secret as `***`.
    ///
    /// Compared as UTF-8 bytes, not characters: a password that starts with a combining mark
    /// makes one character with what precedes it, and would not be found as a string.
    func hidden(in message: String) -> String {
        var bytes = Array(message.utf8)
        for secret in texts {
            let secret = Array(secret.utf8)
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if bytes[index...].starts(with: secret) {
                    kept += "***".utf8
                    index += secret.count
                } else {
                    kept.append(bytes[index])
                    index += 1
                }
            }
            bytes = kept
        }
        // Whole UTF-8 sequences were taken out of valid UTF-8, so what is left is valid too.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every byte outside RFC 3986's unreserved characters as `%XX`.
    private static func percentEncoded(_ text: String, digits: String) -> String {
        let digits = Array(digits.unicodeScalars)
        var encoded = String.UnicodeScalarView()
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar) {
                encoded.append(scalar)
            } else {
                encoded.append("%")
                encoded.append(digits[Int(byte >> 4)])
                encoded.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(encoded)
    }
}
