/// Bytes ``CBORDecoder`` would not read: malformed, outside the subset it reads, or past a
/// limit. Carries where the problem was found, never the bytes themselves.
public struct CBORError: Error, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The input ends inside an item.
        case truncated
        /// Bytes follow the one item a whole input must be.
        case trailingBytes
        /// An additional information of 28, 29 or 30, which RFC 8949 reserves.
        case reservedAdditionalInfo
        /// An indefinite length (additional information 31), or a lone "break" byte.
        case indefiniteLength
        /// A tag, a float, or a simple value other than false, true, null and undefined.
        case unsupportedType
        /// Text that is not valid UTF-8.
        case invalidUTF8
        /// A map key that is neither text nor an integer that fits in 64 signed bits.
        case unsupportedMapKey
        /// A map key written twice.
        case duplicateMapKey
        /// Arrays and maps nested past ``CBORLimits/maxDepth``.
        case tooDeep
        /// More items than ``CBORLimits/maxItems``.
        case tooManyItems
        /// A string longer than ``CBORLimits/maxStringLength``.
        case tooLong
    }

    public let code: Code
    /// The offset of the byte that starts the item in question.
    public let offset: Int

    public init(_ code: Code, at offset: Int) {
        self.code = code
        self.offset = offset
    }

    public var description: String {
        "CBOR refused at byte \(offset): \(code)"
    }
}
