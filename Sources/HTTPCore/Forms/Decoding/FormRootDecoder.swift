/// The decoder ``FormDecoder`` hands to the top-level type: a form is one keyed container.
struct FormRootDecoder: Decoder {
    /// Each name's values in order, empty file uploads left out since they mean "no file".
    let valuesByName: [String: [FormValue]]
    /// Names in the order they first came, for `allKeys`.
    let names: [String]

    init(form: FormData) {
        var valuesByName: [String: [FormValue]] = [:]
        var names: [String] = []
        for field in form {
            if let file = field.value.file, file.isEmptyUpload { continue }
            if valuesByName[field.name] == nil { names.append(field.name) }
            valuesByName[field.name, default: []].append(field.value)
        }
        self.valuesByName = valuesByName
        self.names = names
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FormKeyedContainer<Key>(root: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw FormError(.unsupportedShape)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw FormError(.unsupportedShape)
    }
}
