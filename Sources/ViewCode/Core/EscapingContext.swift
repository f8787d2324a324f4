/// Where escaped text lands, which decides the bytes that may not appear as they are.
@usableFromInline
enum EscapingContext: Sendable {
    /// Between tags: `&`, `<` and `>` are replaced.
    case text
    /// Inside a double-quoted attribute value: both quotes are replaced too, so a value can
    /// never close its attribute, whatever quote a later change picks.
    case attributeValue
}
