/// How an attribute's name is held: a literal where possible, so rendering a known
/// attribute copies bytes from the binary and allocates nothing.
@usableFromInline
enum AttributeName: Sendable {
    /// Renders nothing: omitted on purpose, or refused by validation.
    case dropped
    case known(StaticString)
    /// A literal prefix and a validated suffix, such as `aria-` + `describedby`.
    case prefixed(StaticString, String)
    /// A validated name given as a string.
    case validated(String)

    /// Whether `name` may be written as an attribute name: one or more of `[a-zA-Z0-9-_:]`.
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"):
                true
            default:
                false
            }
        }
    }

    /// Whether `name` is an event handler (`onclick`, `OnLoad`, …). Those are refused: the
    /// pages run no script, and the content security policy would block them anyway.
    static func isEventHandler(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(2))
        return bytes.count == 2
            && bytes[0] | 0x20 == UInt8(ascii: "o")
            && bytes[1] | 0x20 == UInt8(ascii: "n")
    }
}
