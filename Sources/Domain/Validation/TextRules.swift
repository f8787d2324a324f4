/// Rules every stored text field shares: a length counted the way people count (characters)
/// and one counted the way storage and pages pay for it (UTF-8 bytes), because one visible
/// character may carry hundreds of combining marks; and no invisible characters that change
/// how the text around them reads.
public enum TextRules {
    /// Whether `text` fits both limits.
    public static func fits(_ text: String, characters: Int, bytes: Int) -> Bool {
        text.utf8.count <= bytes && text.count <= characters
    }

    /// Whether `text` holds a character that hides or reorders what is shown: C0 and C1
    /// controls (tab and line breaks only where `allowingLineBreaks`), the bidirectional
    /// embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
    /// U+061C), line and paragraph separators, and every other format character except the
    /// joiners and tags emoji and scripts need (U+200C, U+200D, U+E0020–U+E007F).
    public static func hasHiddenCharacters(_ text: String, allowingLineBreaks: Bool = false) -> Bool {
        text.unicodeScalars.contains { scalar in
            if allowingLineBreaks, scalar == "\n" || scalar == "\r" || scalar == "\t" { return false }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate:
                return true
            case .format:
                return !(scalar == "\u{200C}" || scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value))
            default:
                return false
            }
        }
    }
}

/// An e-mail address as the app compares them: one key per address however it was typed.
public enum EmailKey {
    /// Lowercased (Unicode), then in Normalization Form C, so `Éve@…` typed precomposed and
    /// `E` + combining acute both give one key.
    ///
    /// NFC comes from the standard library's own normalizer (the one `String` equality uses),
    /// which it publishes as `_nfcCodeUnits`; Foundation's would bring ICU into the binary.
    public static func of(_ email: String) -> String {
        String(decoding: email.trimmingWhitespace().lowercased()._nfcCodeUnits, as: UTF8.self)
    }

    /// `email` in Normalization Form C, case kept: the form an address is stored and shown in.
    public static func normalized(_ email: String) -> String {
        String(decoding: email._nfcCodeUnits, as: UTF8.self)
    }
}
