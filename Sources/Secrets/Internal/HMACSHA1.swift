/// HMAC-SHA-1 (RFC 2104) with a key of any length: the function HOTP and TOTP are defined on.
enum HMACSHA1 {
    static func tag(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > SHA1.blockByteCount ? SHA1.digest(key) : key
        block.append(contentsOf: repeatElement(0, count: SHA1.blockByteCount - block.count))
        let inner = SHA1.digest(block.map { $0 ^ 0x36 } + message)
        return SHA1.digest(block.map { $0 ^ 0x5C } + inner)
    }
}
