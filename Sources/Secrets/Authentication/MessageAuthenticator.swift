internal import CSodium

/// Tags messages with HMAC-SHA-256 under a 32-byte secret key and checks tags in constant time,
/// so that what the server wrote (a CSRF token, a flash cookie) comes back unchanged or is refused.
///
/// ```swift
/// let authenticator = MessageAuthenticator(key: MessageAuthenticator.randomKey())
/// let tag = authenticator.tag(for: "s|secret|1700000000")
/// authenticator.isValid(tag: tag, for: "s|secret|1700000000")   // true
/// authenticator.isValid(tag: tag, for: "s|secret|1700000001")   // false
/// ```
///
/// Its description and mirror never show the key.
public struct MessageAuthenticator: Sendable {
    /// The length of a key: 32 bytes.
    public static var keyByteCount: Int { Int(crypto_auth_hmacsha256_KEYBYTES) }
    /// The length of a tag: 32 bytes (43 characters in base64url).
    public static var tagByteCount: Int { Int(crypto_auth_hmacsha256_BYTES) }

    /// Exactly ``keyByteCount`` bytes.
    let key: [UInt8]
    /// HMAC's inner and outer hashes with the key's padded block already absorbed: a tag then
    /// costs the message's blocks and the two finishing ones, not two more for the key, which
    /// every tag would otherwise recompute from the same key.
    private let keyed: crypto_auth_hmacsha256_state

    /// An authenticator for a key the program made itself, such as ``randomKey()``.
    ///
    /// - Precondition: `key` holds exactly ``keyByteCount`` bytes. For a key read from
    ///   configuration, use ``init(validating:)``, which throws instead.
    public init(key: [UInt8]) {
        precondition(
            key.count == Self.keyByteCount,
            "A MessageAuthenticator key must be \(Self.keyByteCount) bytes long, not \(key.count)")
        self.key = key
        keyed = Self.keyedState(key)
    }

    /// An authenticator for a key from outside the program (an environment variable, a file).
    ///
    /// - Throws: ``KeyError`` with code `.wrongLength` unless `key` holds ``keyByteCount`` bytes.
    public init(validating key: [UInt8]) throws(KeyError) {
        guard key.count == Self.keyByteCount else {
            throw KeyError(.wrongLength, expectedByteCount: Self.keyByteCount, actualByteCount: key.count)
        }
        self.key = key
        keyed = Self.keyedState(key)
    }

    private static func keyedState(_ key: [UInt8]) -> crypto_auth_hmacsha256_state {
        Sodium.ensureInitialized()
        var state = crypto_auth_hmacsha256_state()
        key.withUnsafeBufferPointer { key in
            Sodium.expectSuccess(
                crypto_auth_hmacsha256_init(&state, key.baseAddress!, key.count), "crypto_auth_hmacsha256_init")
        }
        return state
    }

    /// A fresh key of ``keyByteCount`` bytes from the CSPRNG.
    public static func randomKey() -> [UInt8] {
        SecureRandom.bytes(count: keyByteCount)
    }

    /// The HMAC-SHA-256 tag of `message` under this key: ``tagByteCount`` bytes.
    public func tag(for message: some Sequence<UInt8>) -> [UInt8] {
        withContiguousBytes(of: message) { message in
            [UInt8](unsafeUninitializedCapacity: Self.tagByteCount) { tag, initializedCount in
                computeTag(of: message, into: UnsafeMutableRawBufferPointer(tag))
                initializedCount = Self.tagByteCount
            }
        }
    }

    /// The HMAC-SHA-256 tag of the UTF-8 encoding of `message` under this key.
    public func tag(for message: some StringProtocol) -> [UInt8] {
        tag(for: message.utf8)
    }

    /// Whether `tag` is the tag of `message` under this key, compared in constant time.
    ///
    /// A tag of any length other than ``tagByteCount`` (a truncated one, for example) is refused.
    public func isValid(tag: some Sequence<UInt8>, for message: some Sequence<UInt8>) -> Bool {
        withContiguousBytes(of: tag) { tag in
            withContiguousBytes(of: message) { message in
                isValid(tag: tag, message: message)
            }
        }
    }

    /// Whether `tag` is the tag of the UTF-8 encoding of `message`, compared in constant time.
    public func isValid(tag: some Sequence<UInt8>, for message: some StringProtocol) -> Bool {
        isValid(tag: tag, for: message.utf8)
    }

    /// Writes the tag of `message` to the first ``tagByteCount`` bytes of `tag`.
    func computeTag(of message: UnsafeRawBufferPointer, into tag: UnsafeMutableRawBufferPointer) {
        precondition(tag.count >= Self.tagByteCount, "Tag buffer too small")
        // A copy: finishing a tag consumes (and wipes) the state it runs on.
        var state = keyed
        Sodium.expectSuccess(
            crypto_auth_hmacsha256_update(&state, message.unsignedCharPointer, message.cLength),
            "crypto_auth_hmacsha256_update")
        Sodium.expectSuccess(crypto_auth_hmacsha256_final(&state, tag.unsignedCharPointer!), "crypto_auth_hmacsha256_final")
    }

    func isValid(tag: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer) -> Bool {
        guard tag.count == Self.tagByteCount else { return false }
        return withUnsafeTemporaryAllocation(byteCount: Self.tagByteCount, alignment: 1) { expected in
            computeTag(of: message, into: expected)
            // 0 when the tags match; the comparison takes the same time either way.
            return crypto_verify_32(tag.unsignedCharPointer!, expected.unsignedCharPointer!) == 0
        }
    }
}

extension MessageAuthenticator {
    /// Writes the tag of the bytes in `message` into `tag`, which must hold ``tagByteCount``
    /// bytes: for callers that build the message on the stack and want no array either way.
    public func tag(of message: UnsafeRawBufferPointer, into tag: UnsafeMutableRawBufferPointer) {
        computeTag(of: message, into: tag)
    }
}

extension MessageAuthenticator {
    /// An authenticator whose key is HMAC-SHA-256 of `purpose` under `serverKey`: one key per
    /// purpose (recovery codes' digests, say), none of them the key that signs cookies.
    public init(derivedFrom serverKey: [UInt8], purpose: String) {
        self.init(key: HMACSHA256.tag(key: serverKey, message: Array("screenkit derived key: \(purpose)".utf8)))
    }
}

/// Signed strings: a message followed by `.` and the base64url tag of the message, for values
/// that travel through the browser and must come back unchanged (flash cookies, CSRF tokens).
extension MessageAuthenticator {
    /// The number of characters of the encoded tag at the end of a signed string: 43.
    static var encodedTagCount: Int { Base64URLCodec.encodedCount(forByteCount: tagByteCount) }

    /// `message` followed by `.` and the base64url tag of its UTF-8 encoding.
    ///
    /// ```swift
    /// let cookie = authenticator.sign("notice.U2F2ZWQ")   // "notice.U2F2ZWQ.<43 characters>"
    /// authenticator.verifiedMessage(from: cookie)          // "notice.U2F2ZWQ"
    /// ```
    ///
    /// The message is not encrypted: anyone can read it, nobody without the key can change it.
    /// It may contain `.`; the tag is always the last 43 characters.
    public func sign(_ message: some StringProtocol) -> String {
        withContiguousBytes(of: message.utf8) { message in
            withUnsafeTemporaryAllocation(byteCount: Self.tagByteCount, alignment: 1) { tag in
                computeTag(of: message, into: tag)
                let signedCount = message.count + 1 + Self.encodedTagCount
                return String(unsafeUninitializedCapacity: signedCount) { output in
                    UnsafeMutableRawBufferPointer(output).copyMemory(from: message)
                    output[message.count] = UInt8(ascii: ".")
                    let tagOutput = UnsafeMutableBufferPointer(rebasing: output[(message.count + 1)...])
                    return message.count + 1 + Base64URLCodec.encode(UnsafeRawBufferPointer(tag), into: tagOutput)
                }
            }
        }
    }

    /// The message of a string made by ``sign(_:)`` with this key, or `nil` when the string was
    /// made with another key, was changed in any way, or is not a signed string at all.
    public func verifiedMessage(from signed: some StringProtocol) -> String? {
        withContiguousBytes(of: signed.utf8) { signed -> String? in
            let messageCount = signed.count - 1 - Self.encodedTagCount
            guard messageCount >= 0, signed[messageCount] == UInt8(ascii: ".") else { return nil }
            let message = UnsafeRawBufferPointer(rebasing: signed[..<messageCount])
            let encodedTag = UnsafeRawBufferPointer(rebasing: signed[(messageCount + 1)...])
            return withUnsafeTemporaryAllocation(byteCount: Self.tagByteCount, alignment: 1) { tag -> String? in
                guard Base64URLCodec.decode(encodedTag, into: tag) == Self.tagByteCount,
                      isValid(tag: UnsafeRawBufferPointer(tag), message: message)
                else { return nil }
                return String(decoding: message, as: UTF8.self)
            }
        }
    }
}

/// Keeps the key out of logs, `print`, string interpolation and `dump`.
extension MessageAuthenticator: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "MessageAuthenticator(key: <redacted>)" }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
