/// RFC 2047 encoded-words, `=?UTF-8?B?…?=`: how a header carries text that is not ASCII.
///
/// Base64 rather than the "Q" encoding, because every character of its output may stand in a
/// phrase (a display name) as well as in unstructured text (a subject), so one form serves both.
enum EncodedWord {
    /// Source bytes per word: 42 bytes are 56 base64 characters, a 68-character word, so
    /// `Subject: ` and one word stay within 78 characters (RFC 2047 allows 75 per word).
    static let maximumSourceBytes = 42

    /// `text` as encoded-words, each holding whole characters (RFC 2047 §5: a word may not end
    /// inside a UTF-8 sequence).
    static func words(for text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if chunk.count + bytes.count > maximumSourceBytes {
                words.append(word(chunk))
                chunk.removeAll(keepingCapacity: true)
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append(word(chunk)) }
        return words
    }

    private static func word(_ bytes: [UInt8]) -> [UInt8] {
        Array("=?UTF-8?B?".utf8) + base64(bytes) + Array("?=".utf8)
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    output.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += count
        }
        return output
    }
}
