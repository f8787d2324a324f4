/// The `If-None-Match` check (RFC 9110 §13.1.2) every answer with an `ETag` makes: static files
/// and stored files alike.
public enum EntityTag {
    /// Whether `ifNoneMatch` names `entityTag` (quoted, as sent in `ETag`) by weak comparison,
    /// or is `*`: the browser's copy is current.
    public static func matches(ifNoneMatch: String, entityTag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            let tag = trimmed(candidate)
            return tag == "*" || tag == entityTag || (tag.hasPrefix("W/") && tag.dropFirst(2) == entityTag)
        }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
