internal import CSodium

/// Encrypts small secrets kept in the database (an authenticator's key) under a key derived
/// from the server's secret key, with XChaCha20-Poly1305: a random 24-byte nonce per seal, and
/// a context (such as the member's id) bound in as associated data, so a sealed value copied to
/// another member's row does not open.
///
/// ```swift
/// let box = SealedBox(serverKey: secretKey, purpose: "authenticator")
/// let sealed = box.seal(secret, context: "user:7")
/// box.open(sealed, context: "user:7")   // secret
/// box.open(sealed, context: "user:8")   // nil
/// ```
///
/// Its description and mirror never show the key.
public struct SealedBox: Sendable {
    private static var nonceByteCount: Int { Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES) }
    private static var tagByteCount: Int { Int(crypto_aead_xchacha20poly1305_ietf_ABYTES) }

    private let key: [UInt8]

    /// A box whose key is HMAC-SHA-256 of `purpose` under `serverKey`: each purpose its own
    /// key, and none of them the key that signs cookies.
    public init(serverKey: [UInt8], purpose: String) {
        key = HMACSHA256.tag(key: serverKey, message: Array("screenkit sealed box: \(purpose)".utf8))
    }

    /// The nonce followed by the ciphertext and its tag.
    public func seal(_ plaintext: [UInt8], context: String) -> [UInt8] {
        Sodium.ensureInitialized()
        let nonce = SecureRandom.bytes(count: Self.nonceByteCount)
        let context = Array(context.utf8)
        var ciphertext = [UInt8](repeating: 0, count: plaintext.count + Self.tagByteCount)
        var length: UInt64 = 0
        Sodium.expectSuccess(
            crypto_aead_xchacha20poly1305_ietf_encrypt(
                &ciphertext, &length, plaintext, UInt64(plaintext.count), context, UInt64(context.count), nil, nonce, key),
            "crypto_aead_xchacha20poly1305_ietf_encrypt")
        return nonce + ciphertext.prefix(Int(length))
    }

    /// What ``seal(_:context:)`` sealed, or `nil` when `sealed` was altered, sealed under
    /// another key or for another context.
    public func open(_ sealed: [UInt8], context: String) -> [UInt8]? {
        guard sealed.count >= Self.nonceByteCount + Self.tagByteCount else { return nil }
        Sodium.ensureInitialized()
        let nonce = Array(sealed.prefix(Self.nonceByteCount))
        let ciphertext = Array(sealed.dropFirst(Self.nonceByteCount))
        let context = Array(context.utf8)
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count - Self.tagByteCount)
        var length: UInt64 = 0
        let status = crypto_aead_xchacha20poly1305_ietf_decrypt(
            &plaintext, &length, nil, ciphertext, UInt64(ciphertext.count), context, UInt64(context.count), nonce, key)
        guard status == 0 else { return nil }
        return Array(plaintext.prefix(Int(length)))
    }
}

/// Keeps the key out of logs, `print`, string interpolation and `dump`.
extension SealedBox: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "SealedBox(key: <redacted>)" }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
