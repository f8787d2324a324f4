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
