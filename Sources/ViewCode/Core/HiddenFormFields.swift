/// The hidden fields every POST form of a page carries (see ``HTMLBuffer/hiddenFormFields``).
///
/// Written like an array, `[(name: "csrf_token", value: token)]`, but holding the usual single
/// field in place, so setting the page's token allocates nothing.
public struct HiddenFormFields: ExpressibleByArrayLiteral, Sendable {
    public typealias Field = (name: String, value: String)

    @usableFromInline
    var first: Field?
    @usableFromInline
    var rest: [Field] = []

    public init(arrayLiteral fields: Field...) {
        self.init(fields)
    }

    /// One field, the usual case (the CSRF token): no array is made at all.
    public init(name: String, value: String) {
        first = (name: name, value: value)
    }

    public init(_ fields: [Field]) {
        first = fields.first
        if fields.count > 1 {
            rest = Array(fields[1...])
        }
    }

    public var isEmpty: Bool { first == nil }
}
