/// The fields of a form body in the order they came, whatever its encoding.
///
/// Both encodings a browser uses end up here, so ``FormDecoder`` has a single input:
///
/// ```swift
/// let form = try FormData(multipart: request.body, boundary: "----WebKitFormBoundary7MA4YWxk")
/// form["email"]          // the first text value named "email"
/// form.files(for: "cv")  // every file sent as "cv"
///
/// let search = FormData(request.query)
/// ```
public struct FormData: Sendable, Equatable, Sequence {
    public typealias Field = (name: String, value: FormValue)

    /// Every field, in the order the body had them.
    public private(set) var fields: [Field]

    /// An empty form, to build with ``append(_:_:)``.
    public init() {
        fields = []
    }

    public init(fields: [Field]) {
        self.fields = fields
    }

    /// The fields of a query string or an `application/x-www-form-urlencoded` body, all text.
    public init(_ form: URLEncodedForm) {
        fields = form.map { (name: $0.name, value: .text($0.value)) }
    }

    public var isEmpty: Bool { fields.isEmpty }
    public var count: Int { fields.count }

    /// The first text value given for `name`; files are skipped.
    public subscript(name: String) -> String? {
        for field in fields where field.name == name {
            if case .text(let text) = field.value { return text }
        }
        return nil
    }

    /// Every text value given for `name`, in order (checkboxes, multi-selects).
    public func values(for name: String) -> [String] {
        fields.compactMap { $0.name == name ? $0.value.text : nil }
    }

    /// Every file given for `name`, in order, empty uploads included.
    public func files(for name: String) -> [FormFile] {
        fields.compactMap { $0.name == name ? $0.value.file : nil }
    }

    /// Every value given for `name`, text and files, in order.
    public func formValues(for name: String) -> [FormValue] {
        fields.compactMap { $0.name == name ? $0.value : nil }
    }

    /// Adds a field after the others.
    public mutating func append(_ name: String, _ value: FormValue) {
        fields.append((name: name, value: value))
    }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    public static func == (lhs: FormData, rhs: FormData) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
