/// The place one encoder's value goes: a member of an object or an element of an array.
///
/// The document itself is the single element of an array the top-level encoder owns, so the
/// top of the tree needs no case of its own.
enum JSONSlot {
    case member(JSONObject, key: String)
    case element(JSONArray, index: Int)

    func store(_ node: JSONNode) {
        switch self {
        case .member(let object, let key):
            object.set(node, for: key)
        case .element(let array, let index):
            array.replace(at: index, with: node)
        }
    }
}
