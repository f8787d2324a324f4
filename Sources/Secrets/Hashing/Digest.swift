internal import CSodium

/// Cryptographic hashes of whole messages.
///
/// Session ids are stored only as their hash, so a leaked table gives no usable session:
///
/// ```swift
/// let stored = Base64URL.encode(Digest.sha256(sessionID))
/// ```
public enum Digest {
    /// The size of a SHA-256 digest: 32 bytes.
    public static var sha256ByteCount: Int { Int(crypto_hash_sha256_BYTES) }

    /// The SHA-256 digest (FIPS 180-4) of `bytes`.
    public static func sha256(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        withContiguousBytes(of: bytes) { bytes in
            Sodium.ensureInitialized()
            return [UInt8](unsafeUninitializedCapacity: sha256ByteCount) { digest, initializedCount in
                Sodium.expectSuccess(
                    crypto_hash_sha256(digest.baseAddress!, bytes.unsignedCharPointer, bytes.cLength),
                    "crypto_hash_sha256")
                initializedCount = sha256ByteCount
            }
        }
    }

    /// The SHA-256 digest (FIPS 180-4) of the UTF-8 encoding of `text`.
    public static func sha256(_ text: some StringProtocol) -> [UInt8] {
        sha256(text.utf8)
    }

    /// Writes the SHA-256 digest of `text`'s UTF-8 into `digest` (``sha256ByteCount`` bytes):
    /// for a digest that is only encoded (a session cookie's hash, looked up on every
    /// request), with no array for the input or the digest. A smaller `digest` is left as it is.
    public static func sha256(of text: String, into digest: UnsafeMutableRawBufferPointer) {
        guard digest.count >= sha256ByteCount, let output = digest.baseAddress else { return }
        Sodium.ensureInitialized()
        let hash = { (bytes: UnsafeRawBufferPointer) in
            Sodium.expectSuccess(
                crypto_hash_sha256(output.assumingMemoryBound(to: UInt8.self), bytes.unsignedCharPointer, bytes.cLength),
                "crypto_hash_sha256")
        }
        if text.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) == nil {
            Array(text.utf8).withUnsafeBytes(hash)
        }
    }
}
