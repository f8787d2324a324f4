internal import CSodium

/// HMAC-SHA-256 (RFC 2104) with a key of any length, through libsodium's streaming API.
///
/// ``MessageAuthenticator`` fixes the key at 32 bytes and uses the one-shot functions; this
/// general form computes the same tags (a key shorter than the 64-byte block is zero-padded,
/// a longer one hashed first), which lets the standard test vectors of RFC 4231, whose keys
/// have other lengths, check the implementation.
enum HMACSHA256 {
    static var tagByteCount: Int { Int(crypto_auth_hmacsha256_BYTES) }

    static func tag(key: some Sequence<UInt8>, message: some Sequence<UInt8>) -> [UInt8] {
        Sodium.ensureInitialized()
        return withContiguousBytes(of: key) { key in
            withContiguousBytes(of: message) { message in
                [UInt8](unsafeUninitializedCapacity: tagByteCount) { tag, initializedCount in
                    var state = crypto_auth_hmacsha256_state()
                    // libsodium's init wants a non-null key pointer even for an empty key.
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { placeholder in
                        let keyStart = key.unsignedCharPointer ?? UnsafePointer(placeholder.baseAddress!)
                        Sodium.expectSuccess(
                            crypto_auth_hmacsha256_init(&state, keyStart, key.count), "crypto_auth_hmacsha256_init")
                    }
                    Sodium.expectSuccess(
                        crypto_auth_hmacsha256_update(&state, message.unsignedCharPointer, message.cLength),
                        "crypto_auth_hmacsha256_update")
                    Sodium.expectSuccess(
                        crypto_auth_hmacsha256_final(&state, tag.baseAddress!), "crypto_auth_hmacsha256_final")
                    initializedCount = tagByteCount
                }
            }
        }
    }
}
