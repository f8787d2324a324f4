/// The hidden fields every POST form of a page carries (see ``HTMLBuffer/hiddenFormFields``).
///
/// Written like an array, `[(name: "csrf_token", value: token)]`, but holding the usual single
/// field in place, so setting the page's token allocates nothing.
public struct HiddenFormFields: ExpressibleByArrayLiteral, Sendable {
    public typealias Field = (name: String, value: String)

    /// A field kept as a named type rather than a tuple: copying or destroying a tuple inside
    /// an optional or an array looks its type up at run time, on every page.
    @usableFromInline
    struct Stored: Sendable {
        @usableFromInline let name: String
        @usableFromInline let value: String
    }

    @usableFromInline
    var first: Stored?
    @usableFromInline
    var rest: [Stored] = []

    public init(arrayLiteral fields: Field...) {
        self.init(fields)
    }

    /// One field, the usual case (the CSRF token): no array is made at all.
    public init(name: String, value: String) {
        first = Stored(name: name, value: value)
    }

    public init(_ fields: [Field]) {
        first = fields.first.map { Stored(name: $0.name, value: $0.value) }
        if fields.count > 1 {
            rest = fields[1...].map { Stored(name: $0.name, value: $0.value) }
        }
    }

    public var isEmpty: Bool { first == nil }
}

extension HTMLBuffer {
    /// Appends `<input type="hidden" name="…" value="…">` for each of ``hiddenFormFields``.
    @usableFromInline
    mutating func writeHiddenFormFields() {
        if hiddenFieldHoles != nil {
            hiddenFieldHoles?.append(count)
            return
        }
        let fieldsStart = count
        if let written = writtenHiddenFields {
            writeCopy(of: written)
        } else if let first = hiddenFormFields.first {
            writeHiddenField(first)
            for field in hiddenFormFields.rest {
                writeHiddenField(field)
            }
            writtenHiddenFields = fieldsStart..<count
        }
        hiddenFieldSpans?.append(fieldsStart..<count)
    }

    private mutating func writeHiddenField(_ field: HiddenFormFields.Stored) {
        write(#"<input type="hidden" name=""#)
        writeEscaped(field.name, context: .attributeValue)
        write(#"" value=""#)
        writeEscaped(field.value, context: .attributeValue)
        write(#"">"#)
    }
}
