/// An element whose start tag was read and whose close tag has not come yet.
struct HTMLOpenElement {
    let name: String
    let attributes: [ParsedAttribute]
    /// Byte offset of the start tag's `<`.
    let offset: Int
    /// Inside `<svg>` or `<math>` (or one of them itself).
    let isForeign: Bool
    var children: [HTMLNode] = []

    var element: ParsedElement {
        ParsedElement(name: name, attributes: attributes, children: children)
    }
}
