/// Bytes from hexadecimal text, for test vectors written as in their RFCs (spaces allowed).
func bytes(hex: String) -> [UInt8] {
    let digits = Array(hex.utf8.filter { $0 != UInt8(ascii: " ") })
    precondition(digits.count.isMultiple(of: 2), "odd number of hex digits in a test vector")
    return stride(from: 0, to: digits.count, by: 2).map { index in
        UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16)!
    }
}

/// `count` copies of `byte`.
func bytes(repeating byte: UInt8, count: Int) -> [UInt8] {
    [UInt8](repeating: byte, count: count)
}

/// The url-safe alphabet of RFC 4648 §5, in value order.
let base64URLAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

/// A deliberately naive base64url encoder (bit by bit, no padding) to check the real one against.
func referenceBase64URL(_ data: [UInt8]) -> String {
    let bits = data.flatMap { byte in (0..<8).reversed().map { (byte >> $0) & 1 } }
    var characters: [UInt8] = []
    var index = 0
    while index < bits.count {
        var value = 0
        for offset in 0..<6 {
            value <<= 1
            if index + offset < bits.count { value |= Int(bits[index + offset]) }
        }
        characters.append(base64URLAlphabet[value])
        index += 6
    }
    return String(decoding: characters, as: UTF8.self)
}
