/// An `Encoder` that places the one value it encodes into a slot of the tree being built.
///
/// A type may ask for its container more than once (a subclass and its superclass sharing an
/// encoder); the same box comes back, so the second caller continues the first.
final class JSONTreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private let slot: JSONSlot
    private var object: JSONObject?
    private var array: JSONArray?

    init(slot: JSONSlot, codingPath: [any CodingKey]) {
        self.slot = slot
        self.codingPath = codingPath
    }

    /// Encodes `value` into `slot`, which its caller has already reserved so the value keeps
    /// its place even if it encodes nothing.
    static func encode(_ value: some Encodable, into slot: JSONSlot, codingPath: [any CodingKey]) throws {
        try value.encode(to: JSONTreeEncoder(slot: slot, codingPath: codingPath))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONObject
        if let existing = self.object {
            object = existing
        } else {
            object = JSONObject()
            self.object = object
            array = nil
            slot.store(.object(object))
        }
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONArray
        if let existing = self.array {
            array = existing
        } else {
            array = JSONArray()
            self.array = array
            object = nil
            slot.store(.array(array))
        }
        return JSONUnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(slot: slot, codingPath: codingPath)
    }
}
