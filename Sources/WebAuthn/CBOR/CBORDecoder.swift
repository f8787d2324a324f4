/// Reads CBOR (RFC 8949) as WebAuthn writes it, from bytes a client sent: definite lengths
/// only, the item kinds of ``CBORValue``, and every length, count and nesting checked against
/// ``CBORLimits`` before anything is allocated. Any input ends in a value or a ``CBORError``;
/// none traps.
///
/// ```swift
/// let decoder = CBORDecoder()
/// let object = try decoder.decode(attestationObject)          // exactly one item
/// let (key, used) = try decoder.decodePrefix(rest)            // an item followed by more bytes
/// ```
public struct CBORDecoder: Sendable {
    public var limits: CBORLimits

    public init(limits: CBORLimits = CBORLimits()) {
        self.limits = limits
    }

    /// Decodes bytes that hold exactly one item.
    public func decode(_ bytes: some Collection<UInt8>) throws(CBORError) -> CBORValue {
        let slice = ArraySlice(bytes)
        let (value, byteCount) = try decodePrefix(slice)
        guard byteCount == slice.count else { throw CBORError(.trailingBytes, at: byteCount) }
        return value
    }

    /// Decodes the item the bytes start with, and says how many bytes it took. Authenticator
    /// data needs this: its credential key is followed by the extensions, and neither has a
    /// length of its own.
    public func decodePrefix(_ bytes: ArraySlice<UInt8>) throws(CBORError) -> (value: CBORValue, byteCount: Int) {
        var reader = CBORReader(bytes: bytes, limits: limits)
        let value = try reader.readItem(depth: 0)
        return (value, reader.position - bytes.startIndex)
    }
}
