extension HTMLBuffer {
    /// Appends `<input type="hidden" name="…" value="…">` for each of ``hiddenFormFields``.
    @usableFromInline
    mutating func writeHiddenFormFields() {
        if hiddenFieldHoles != nil {
            hiddenFieldHoles?.append(count)
            return
        }
        let start = count
        if let first = hiddenFormFields.first {
            writeHiddenField(first)
            for field in hiddenFormFields.rest {
                writeHiddenField(field)
            }
        }
        hiddenFieldSpans?.append(start..<count)
    }

    private mutating func writeHiddenField(_ field: HiddenFormFields.Stored) {
        write(#"<input type="hidden" name=""#)
        writeEscaped(field.name, context: .attributeValue)
        write(#"" value=""#)
        writeEscaped(field.value, context: .attributeValue)
        write(#"">"#)
    }
}
