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
    /// joiners emoji and scripts need (U+200C, U+200D). Tag characters (U+E0000–U+E007F) are
    /// kept only inside a subdivision flag, 🏴 + tags U+E0020–U+E007E + U+E007F (CANCEL TAG):
    /// anywhere else nothing shows them, so they could carry text no reader sees.
    public static func hasHiddenCharacters(_ text: String, allowingLineBreaks: Bool = false) -> Bool {
        var flag = FlagTags.outside
        for scalar in text.unicodeScalars {
            if Self.tags.contains(scalar.value) {
                guard let next = flag.after(tag: scalar.value) else { return true }
                flag = next
                continue
            }
            // A flag's tags end with CANCEL TAG, never with another character.
            if flag == .inTags { return true }
            flag = scalar.value == Self.flagBase ? .afterBase : .outside
            if allowingLineBreaks, scalar == "\n" || scalar == "\r" || scalar == "\t" { continue }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate:
                return true
            case .format where scalar != "\u{200C}" && scalar != "\u{200D}":
                return true
            default:
                continue
            }
        }
        return flag == .inTags
    }

    /// The Tags block: LANGUAGE TAG, the tag letters, CANCEL TAG and its unassigned rest.
    private static let tags: ClosedRange<UInt32> = 0xE0000...0xE007F
    /// U+1F3F4 WAVING BLACK FLAG, the base every subdivision flag (England, Scotland, Wales)
    /// is written on: any other base shows its tags as nothing at all.
    private static let flagBase: UInt32 = 0x1F3F4

    /// Where a scan stands in a flag's tag sequence.
    private enum FlagTags {
        case outside
        /// Just after 🏴: the first tag may follow.
        case afterBase
        /// After one or more of the flag's tags: more, or CANCEL TAG.
        case inTags

        /// The state after the tag `value`, or `nil` when it is not where a flag has one.
        func after(tag value: UInt32) -> FlagTags? {
            switch (self, value) {
            case (.afterBase, 0xE0020...0xE007E), (.inTags, 0xE0020...0xE007E): .inTags
            case (.inTags, 0xE007F): .outside
            default: nil
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
