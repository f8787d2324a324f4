/// What the field components share: how a control is identified, and the attributes that tie
/// it to its label and its error message. Written straight into the buffer, so a field costs
/// no attribute list and no string for its ids.
struct FieldControl: Sendable {
    /// The control's `id`: the one given, or `field-` and the field's name.
    struct ID: Sendable {
        let given: String?
        let name: String

        var text: String {
            given ?? "field-" + name
        }

        /// Appends the id, escaped, with `suffix` after it (`-error` for the error message's).
        func write(into buffer: inout HTMLBuffer, suffix: StaticString = "") {
            if let given {
                buffer.writeEscaped(given, context: .attributeValue)
            } else {
                buffer.write("field-")
                buffer.writeEscaped(name, context: .attributeValue)
            }
            buffer.write(suffix)
        }
    }

    let id: ID
    let autocomplete: Autocomplete?
    let isRequired: Bool
    var minLength: Int?
    let maxLength: Int?
    let hasError: Bool

    /// Appends what every control carries after its own attributes: `id`, then constraints,
    /// then the error state (`aria-invalid` and `aria-describedby` only when there is an error).
    func writeAttributes(into buffer: inout HTMLBuffer) {
        buffer.write(#" id=""#)
        id.write(into: &buffer)
        buffer.write(byte: UInt8(ascii: "\""))
        if let autocomplete {
            buffer.writeAttribute("autocomplete", autocomplete.rawValue)
        }
        if isRequired {
            buffer.write(" required")
        }
        if let minLength {
            buffer.write(#" minlength=""#)
            buffer.write(decimal: minLength)
            buffer.write(byte: UInt8(ascii: "\""))
        }
        if let maxLength {
            buffer.write(#" maxlength=""#)
            buffer.write(decimal: maxLength)
            buffer.write(byte: UInt8(ascii: "\""))
        }
        if hasError {
            buffer.write(#" aria-invalid="true" aria-describedby=""#)
            id.write(into: &buffer, suffix: "-error")
            buffer.write(byte: UInt8(ascii: "\""))
        }
    }
}
