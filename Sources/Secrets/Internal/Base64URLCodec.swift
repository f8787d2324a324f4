/// Base64url (RFC 4648 §5) without padding, between raw buffers: the pointer-level core behind
/// ``Base64URL``, also used to write tokens and signatures straight into a String's storage.
enum Base64URLCodec {
    /// The 64 characters in value order, in constant storage: indexing needs no allocation,
    /// no reference counting and no bounds check.
    @inline(__always)
    static var alphabet: UnsafePointer<UInt8> {
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_" as StaticString).utf8Start
    }

    static func encodedCount(forByteCount byteCount: Int) -> Int {
        switch byteCount % 3 {
        case 1: byteCount / 3 * 4 + 2
        case 2: byteCount / 3 * 4 + 3
        default: byteCount / 3 * 4
        }
    }

    /// The number of bytes `characterCount` characters decode to; `nil` for a length no
    /// unpadded encoding has (one character more than a multiple of four).
    static func decodedCount(forCharacterCount characterCount: Int) -> Int? {
        switch characterCount % 4 {
        case 0: characterCount / 4 * 3
        case 2: characterCount / 4 * 3 + 1
        case 3: characterCount / 4 * 3 + 2
        default: nil
        }
    }

    /// Writes the encoding of `source` to the start of `output`, which must hold at least
    /// `encodedCount(forByteCount: source.count)` bytes, and returns the number written.
    static func encode(_ source: UnsafeRawBufferPointer, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let table = alphabet
        let count = source.count
        precondition(output.count >= encodedCount(forByteCount: count), "Base64url output buffer too small")
        var input = 0
        var written = 0
        while count - input >= 3 {
            let b0 = source[input], b1 = source[input + 1], b2 = source[input + 2]
            output[written] = table[Int(b0 >> 2)]
            output[written + 1] = table[Int((b0 & 0x03) << 4 | b1 >> 4)]
            output[written + 2] = table[Int((b1 & 0x0F) << 2 | b2 >> 6)]
            output[written + 3] = table[Int(b2 & 0x3F)]
            input += 3
            written += 4
        }
        switch count - input {
        case 1:
            let b0 = source[input]
            output[written] = table[Int(b0 >> 2)]
            output[written + 1] = table[Int((b0 & 0x03) << 4)]
            written += 2
        case 2:
            let b0 = source[input], b1 = source[input + 1]
            output[written] = table[Int(b0 >> 2)]
            output[written + 1] = table[Int((b0 & 0x03) << 4 | b1 >> 4)]
            output[written + 2] = table[Int((b1 & 0x0F) << 2)]
            written += 3
        default:
            break
        }
        return written
    }

    /// Strictly decodes `text` to the start of `output` and returns the number of bytes written,
    /// or `nil` when `text` is not the canonical unpadded base64url encoding of any bytes:
    /// a character outside the url alphabet (`+`, `/`, `=`, whitespace…), an impossible length,
    /// or set bits after the last whole byte. `output` may hold garbage after a `nil`.
    static func decode(_ text: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int? {
        guard let byteCount = decodedCount(forCharacterCount: text.count), output.count >= byteCount else {
            return nil
        }
        var invalid: UInt8 = 0
        var input = 0
        var written = 0
        while text.count - input >= 4 {
            let s0 = sextet(text[input]), s1 = sextet(text[input + 1])
            let s2 = sextet(text[input + 2]), s3 = sextet(text[input + 3])
            invalid |= s0 | s1 | s2 | s3
            output[written] = s0 << 2 | s1 >> 4
            output[written + 1] = s1 << 4 | s2 >> 2
            output[written + 2] = s2 << 6 | s3
            input += 4
            written += 3
        }
        switch text.count - input {
        case 2:
            let s0 = sextet(text[input]), s1 = sextet(text[input + 1])
            invalid |= s0 | s1
            guard s1 & 0x0F == 0 else { return nil }
            output[written] = s0 << 2 | s1 >> 4
            written += 1
        case 3:
            let s0 = sextet(text[input]), s1 = sextet(text[input + 1]), s2 = sextet(text[input + 2])
            invalid |= s0 | s1 | s2
            guard s2 & 0x03 == 0 else { return nil }
            output[written] = s0 << 2 | s1 >> 4
            output[written + 1] = s1 << 4 | s2 >> 2
            written += 2
        default:
            break
        }
        return invalid & 0xC0 == 0 ? written : nil
    }

    /// The 6-bit value of a url-alphabet character, or 0xFF (high bits set) for any other byte.
    @inline(__always)
    private static func sextet(_ character: UInt8) -> UInt8 {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character &- UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character &- UInt8(ascii: "a") &+ 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character &- UInt8(ascii: "0") &+ 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: 0xFF
        }
    }
}
