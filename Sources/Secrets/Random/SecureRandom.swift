internal import CSodium

/// Bytes and tokens from the operating system's CSPRNG (libsodium's `randombytes_buf`, which
/// uses `getrandom` on Linux): session ids, CSRF nonces, keys.
///
/// ```swift
/// let sessionID = SecureRandom.token()          // 256 bits, 43 url-safe characters
/// let key = SecureRandom.bytes(count: 32)
/// ```
public enum SecureRandom {
    /// `count` random bytes.
    public static func bytes(count: Int) -> [UInt8] {
        precondition(count >= 0, "A byte count cannot be negative")
        guard count > 0 else { return [] }
        Sodium.ensureInitialized()
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            randombytes_buf(buffer.baseAddress!, count)
            initializedCount = count
        }
    }

    /// A random token: `byteCount` random bytes as unpadded base64url, safe in cookies, forms
    /// and URLs without escaping.
    ///
    /// One call to the CSPRNG fills a stack buffer, which is encoded straight into the String's
    /// storage: no intermediate array, no other allocation.
    ///
    /// - Parameter byteCount: the entropy in bytes; the default of 32 (256 bits) gives 43
    ///   characters and suits session ids and CSRF nonces.
    public static func token(byteCount: Int = 32) -> String {
        precondition(byteCount > 0, "A token needs at least one random byte")
        Sodium.ensureInitialized()
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: 1) { random in
            randombytes_buf(random.baseAddress!, byteCount)
            return Base64URL.encode(UnsafeRawBufferPointer(random))
        }
    }
}
