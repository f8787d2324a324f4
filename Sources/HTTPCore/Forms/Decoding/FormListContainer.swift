/// Every value of a repeated field, in order: checkboxes, multi-selects, multiple files.
struct FormListContainer: UnkeyedDecodingContainer {
    let decoder: FormFieldDecoder
    private(set) var currentIndex = 0

    init(decoder: FormFieldDecoder) {
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { decoder.values.count }
    var isAtEnd: Bool { currentIndex >= decoder.values.count }

    /// A value that was sent is never `nil`.
    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw FormError(.missingField, field: decoder.field) }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try next().decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try next().decode(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: nextDecoder())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw FormError(.unsupportedShape, field: decoder.field)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FormError(.unsupportedShape, field: decoder.field)
    }

    mutating func superDecoder() throws -> any Decoder {
        throw FormError(.unsupportedShape, field: decoder.field)
    }

    /// The next value on its own, decoded by the single-value rules.
    private mutating func nextDecoder() throws(FormError) -> FormFieldDecoder {
        guard !isAtEnd else { throw FormError(.missingField, field: decoder.field) }
        defer { currentIndex += 1 }
        return FormFieldDecoder(
            field: decoder.field,
            values: [decoder.values[currentIndex]],
            codingPath: decoder.codingPath + [ListIndexKey(currentIndex)],
            isListElement: true
        )
    }

    private mutating func next() throws(FormError) -> FormFieldContainer {
        FormFieldContainer(decoder: try nextDecoder())
    }
}

/// The position of a value in a repeated field, for coding paths.
private struct ListIndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = String(index)
    }

    init?(stringValue: String) {
        guard let index = Int(stringValue) else { return nil }
        self.init(index)
    }

    init?(intValue: Int) {
        self.init(intValue)
    }
}
