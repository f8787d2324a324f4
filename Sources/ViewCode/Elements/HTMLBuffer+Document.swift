extension HTMLBuffer {
    /// Appends everything a document has before its head content.
    @usableFromInline
    mutating func writeDocumentStart(lang: String) {
        write(#"<!DOCTYPE html><html lang=""#)
        writeEscaped(lang, context: .attributeValue)
        write(#""><head>"#)
    }
}
