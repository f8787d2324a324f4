extension HTMLBuffer {
    /// Appends a stack's opening `<div class="…">` from literals only.
    @usableFromInline
    mutating func writeStackStart(_ kind: StaticString, alignment: StaticString, spacing: Spacing, wraps: Bool) {
        write(#"<div class=""#)
        write(kind)
        write(byte: UInt8(ascii: " "))
        write(alignment)
        write(byte: UInt8(ascii: " "))
        write(spacing.gapClassLiteral)
        if wraps {
            write(" wrap")
        }
        write(#"">"#)
    }
}
