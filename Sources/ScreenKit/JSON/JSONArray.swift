/// The elements of a JSON array under construction.
final class JSONArray {
    private(set) var elements: [JSONNode] = []

    var count: Int { elements.count }

    func append(_ node: JSONNode) {
        elements.append(node)
    }

    /// Holds the next position for a value an encoder will place there later, so elements keep
    /// the order they were asked for.
    func reserveNext() -> JSONSlot {
        elements.append(.empty)
        return .element(self, index: elements.count - 1)
    }

    func replace(at index: Int, with node: JSONNode) {
        guard elements.indices.contains(index) else { return }
        elements[index] = node
    }
}
