extension HTMLBuffer {
    /// Appends `<input type="hidden" name="…" value="…">` for each of ``hiddenFormFields``.
    @usableFromInline
    mutating func writeHiddenFormFields() {
        for field in hiddenFormFields {
            write(#"<input type="hidden" name=""#)
            writeEscaped(field.name, context: .attributeValue)
            write(#"" value=""#)
            writeEscaped(field.value, context: .attributeValue)
            write(#"">"#)
        }
    }
}
