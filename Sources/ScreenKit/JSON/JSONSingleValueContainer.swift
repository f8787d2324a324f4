/// Puts one value into its encoder's slot; encoding again replaces it.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let slot: JSONSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.store(.null) }
    mutating func encode(_ value: Bool) throws { slot.store(.bool(value)) }
    mutating func encode(_ value: String) throws { slot.store(.string(value)) }
    mutating func encode(_ value: Int) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: Int8) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: Int16) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: Int32) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: Int64) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: Int128) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: UInt) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: UInt16) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: UInt32) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: UInt64) throws { slot.store(.integer(value)) }
    mutating func encode(_ value: UInt128) throws { slot.store(.integer(value)) }

    mutating func encode(_ value: Double) throws {
        slot.store(try .floatingPoint(value, at: codingPath))
    }

    mutating func encode(_ value: Float) throws {
        slot.store(try .floatingPoint(value, at: codingPath))
    }

    /// The value starts over from `{}` in the same slot, so a wrapper that forwards to a
    /// value that encodes nothing still leaves `{}`.
    mutating func encode<T: Encodable>(_ value: T) throws {
        slot.store(.empty)
        try JSONTreeEncoder.encode(value, into: slot, codingPath: codingPath)
    }
}
