/// The decoder for one field's values: a single value, or a list when the field repeats.
struct FormFieldDecoder: Decoder {
    let field: String
    let values: [FormValue]
    let codingPath: [any CodingKey]
    /// Set for an element of a list, where another list would be a shape forms cannot express.
    var isListElement = false

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw FormError(.unsupportedShape, field: field)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isListElement else { throw FormError(.unsupportedShape, field: field) }
        return FormListContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        FormFieldContainer(decoder: self)
    }

    func decodeFile() throws(FormError) -> FormFile {
        try FormFieldContainer(decoder: self).file()
    }
}
