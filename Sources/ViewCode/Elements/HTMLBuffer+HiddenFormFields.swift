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
