extension HTMLBuffer {
    /// Appends `<input type="hidden" name="…" value="…">` for each of ``hiddenFormFields``.
    @usableFromInline
    mutating func writeHiddenFormFields() {
        if hiddenFieldHoles != nil {
            hiddenFieldHoles?.append(count)
            return
        }
        guard let first = hiddenFormFields.first else { return }
        writeHiddenField(first)
        for field in hiddenFormFields.rest {
            writeHiddenField(field)
        }
    }

    private mutating func writeHiddenField(_ field: HiddenFormFields.Field) {
        write(#"<input type="hidden" name=""#)
        writeEscaped(field.name, context: .attributeValue)
        write(#"" value=""#)
        writeEscaped(field.value, context: .attributeValue)
        write(#"">"#)
    }
}
