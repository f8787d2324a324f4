/// Bytes and tokens from a CSPRNG: session ids, CSRF secrets, anonymous bindings, keys.
///
/// ```swift
/// let sessionID = SecureRandom.token()          // 256 bits, 43 url-safe characters
/// let key = SecureRandom.bytes(count: 32)
/// ```
///
/// Each thread draws from its own ``KeystreamGenerator`` (ChaCha20 with fast key erasure),
/// seeded from the kernel on the thread's first call, again every megabyte or so, and again in
/// a forked child. A request thus makes no system call for its randomness, and threads share
/// nothing. Any thread may call; a thread with no storage left falls back to the kernel.
public enum SecureRandom {
    /// `count` random bytes.
    public static func bytes(count: Int) -> [UInt8] {
        precondition(count >= 0, "A byte count cannot be negative")
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            fill(UnsafeMutableRawBufferPointer(buffer))
            initializedCount = count
        }
    }

    /// A random token: `byteCount` random bytes as unpadded base64url, safe in cookies, forms
    /// and URLs without escaping.
    ///
    /// The random bytes go to a stack buffer, which is encoded straight into the String's
    /// storage: no intermediate array, no other allocation.
    ///
    /// - Parameter byteCount: the entropy in bytes; the default of 32 (256 bits) gives 43
    ///   characters and suits session ids and CSRF nonces.
    public static func token(byteCount: Int = 32) -> String {
        precondition(byteCount > 0, "A token needs at least one random byte")
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: 1) { random in
            fill(random)
            return Base64URL.encode(UnsafeRawBufferPointer(random))
        }
    }

    /// Fills `buffer` with random bytes from the current thread's generator.
    @inline(__always)
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let generator = KeystreamGenerator.current else {
            KeystreamGenerator.kernelSeed(buffer)
            return
        }
        generator.fill(buffer, generation: ForkGeneration.current)
    }
}
