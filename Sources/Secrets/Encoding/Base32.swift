/// RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand or read
/// from an `otpauth://` URI.
///
/// ```swift
/// Base32.encode(Array("foobar".utf8))   // "MZXW6YTBOI"
/// ```
public enum Base32 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 8 + 4) / 5)
        var buffer: UInt32 = 0
        var bitCount = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bitCount += 8
            while bitCount >= 5 {
                output.append(alphabet[Int((buffer >> UInt32(bitCount - 5)) & 0x1F)])
                bitCount -= 5
            }
        }
        if bitCount > 0 {
            output.append(alphabet[Int((buffer << UInt32(5 - bitCount)) & 0x1F)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of `text`, ignoring case, spaces and `=` padding; `nil` for any other character.
    public static func decode(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bitCount = 0
        for character in text.utf8 where character != UInt8(ascii: " ") && character != UInt8(ascii: "=") {
            let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(character) ? character - 32 : character
            guard let value = alphabet.firstIndex(of: upper) else { return nil }
            buffer = (buffer << 5 | UInt32(value)) & 0xFFFF
            bitCount += 5
            if bitCount >= 8 {
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bitCount - 8)))
                bitCount -= 8
            }
        }
        return output
    }
}
