/// The form's fields by name: the only keyed container a flat form has.
struct FormKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let root: FormRootDecoder

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { root.names.compactMap { Key(stringValue: $0) } }

    /// Real presence, so `decodeIfPresent` gives `nil` only for a field that was not sent.
    func contains(_ key: Key) -> Bool {
        root.valuesByName[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        !contains(key)
    }

    /// A text input left empty still sends its name, but an unchecked checkbox sends nothing.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        contains(key) ? try field(key).decode(type) : false
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        contains(key) ? try field(key).decode(type) : ""
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try field(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try field(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try field(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try field(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try field(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try field(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try field(key).decode(type) }
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try field(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try field(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try field(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try field(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try field(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try field(key).decode(type) }
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try field(key).decode(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // Generic code reaches String and Bool here; they must default as they do above.
        if !contains(key) {
            if let empty = "" as? T, T.self == String.self { return empty }
            if let unchecked = false as? T, T.self == Bool.self { return unchecked }
        }
        return try T(from: decoder(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw FormError(.unsupportedShape, field: key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw FormError(.unsupportedShape)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw FormError(.unsupportedShape, field: key.stringValue)
    }

    private func decoder(_ key: Key) -> FormFieldDecoder {
        FormFieldDecoder(
            field: key.stringValue,
            values: root.valuesByName[key.stringValue] ?? [],
            codingPath: [key]
        )
    }

    private func field(_ key: Key) -> FormFieldContainer {
        FormFieldContainer(decoder: decoder(key))
    }
}
