/// Appends a JSON array's elements in the order they are encoded.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONArray
    let codingPath: [any CodingKey]

    var count: Int { array.count }

    mutating func encodeNil() throws { array.append(.null) }
    mutating func encode(_ value: Bool) throws { array.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.append(.string(value)) }
    mutating func encode(_ value: Int) throws { array.append(.integer(value)) }
    mutating func encode(_ value: Int8) throws { array.append(.integer(value)) }
    mutating func encode(_ value: Int16) throws { array.append(.integer(value)) }
    mutating func encode(_ value: Int32) throws { array.append(.integer(value)) }
    mutating func encode(_ value: Int64) throws { array.append(.integer(value)) }
    mutating func encode(_ value: Int128) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt16) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt32) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt64) throws { array.append(.integer(value)) }
    mutating func encode(_ value: UInt128) throws { array.append(.integer(value)) }

    mutating func encode(_ value: Double) throws {
        array.append(try .floatingPoint(value, at: nextPath))
    }

    mutating func encode(_ value: Float) throws {
        array.append(try .floatingPoint(value, at: nextPath))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try JSONTreeEncoder.encode(value, into: array.reserveNext(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let nested = JSONObject()
        array.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let nested = JSONArray()
        array.append(.array(nested))
        return JSONUnkeyedContainer(array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return JSONTreeEncoder(slot: array.reserveNext(), codingPath: path)
    }

    /// The path of the element about to be appended, for errors and nested encoders.
    private var nextPath: [any CodingKey] {
        codingPath + [JSONKey(intValue: array.count)]
    }
}
