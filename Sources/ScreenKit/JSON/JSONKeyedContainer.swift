/// Writes an object's members in the order their keys are first encoded.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(.integer(value), key) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try .floatingPoint(value, at: codingPath + [key]), key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try .floatingPoint(value, at: codingPath + [key]), key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try JSONTreeEncoder.encode(value, into: object.reserve(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        set(.object(nested), key)
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        set(.array(nested), key)
        return JSONUnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(at: JSONKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(at: key)
    }

    /// The member is reserved now, so it sits where the call was made even though the
    /// returned encoder may write it later, or never (then it stays `{}`).
    private func superEncoder(at key: any CodingKey) -> any Encoder {
        JSONTreeEncoder(slot: object.reserve(key.stringValue), codingPath: codingPath + [key])
    }

    private func set(_ node: JSONNode, _ key: Key) {
        object.set(node, for: key.stringValue)
    }
}
