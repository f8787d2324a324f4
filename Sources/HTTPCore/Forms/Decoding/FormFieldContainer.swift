/// One field read as a single value: it must have been sent exactly once.
struct FormFieldContainer: SingleValueDecodingContainer {
    let decoder: FormFieldDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    private var field: String { decoder.field }

    func decodeNil() -> Bool {
        decoder.values.isEmpty
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try text() {
        case "on", "true", "1": true
        case "off", "false", "0", "": false
        default: throw FormError(.invalidValue, field: field)
        }
    }

    func decode(_ type: String.Type) throws -> String { try text() }
    func decode(_ type: Double.Type) throws -> Double { try floatingPoint() }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint() }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }

    func file() throws(FormError) -> FormFile {
        guard case .file(let file) = try single() else { throw FormError(.malformed, field: field) }
        return file
    }

    private func single() throws(FormError) -> FormValue {
        guard let value = decoder.values.first else { throw FormError(.missingField, field: field) }
        guard decoder.values.count == 1 else { throw FormError(.duplicateField, field: field) }
        return value
    }

    private func text() throws(FormError) -> String {
        guard case .text(let text) = try single() else { throw FormError(.malformed, field: field) }
        try FormText.checkValue(text, field: field)
        return text
    }

    /// The spelling `init?(_:)` accepts and nothing else: no whitespace, no grouping.
    private func integer<Number: FixedWidthInteger>() throws(FormError) -> Number {
        guard let number = Number(try text()) else { throw FormError(.invalidValue, field: field) }
        return number
    }

    /// As for integers, and finite: `nan` and `inf` spell numbers no form input means.
    private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>() throws(FormError) -> Number {
        guard let number = Number(try text()), number.isFinite else {
            throw FormError(.invalidValue, field: field)
        }
        return number
    }
}
