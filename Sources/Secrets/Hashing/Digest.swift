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
}
