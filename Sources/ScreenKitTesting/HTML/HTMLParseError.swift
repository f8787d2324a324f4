/// Markup the server should never have written, found while parsing with ``HTMLDocument/parse(_:)``.
///
/// `offset` is the UTF-8 byte offset where the offending construct starts (the `<` of a tag,
/// the quote of an attribute value, the name of a duplicate attribute); `line` and `column`
/// locate the same byte for a human.
///
/// ```swift
/// let error = #expect(throws: HTMLParseError.self) { try HTMLDocument.parse("<div></span>") }
/// #expect(error?.code == .mismatchedCloseTag)
/// #expect(error?.offset == 5)
/// ```
public struct HTMLParseError: Error, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// An element still open at the end of the input; the offset is its start tag.
        case unclosedElement
        /// A close tag naming another element than the innermost open one: `<div></span>`.
        case mismatchedCloseTag
        /// A close tag with no element open: `</div>` at the top level.
        case strayCloseTag
        /// A close tag for a void element, which has none: `</br>`, `<input></input>`.
        case closeTagForVoidElement
        /// `/>` on an element that is not void, outside SVG and MathML: browsers ignore the
        /// slash and leave `<div/>` open.
        case selfClosingNonVoidElement
        /// The input ends inside a tag or a doctype.
        case unterminatedTag
        /// A quoted attribute value whose closing quote never comes.
        case unterminatedAttributeValue
        /// `<!--` with no `-->`.
        case unterminatedComment
        /// The same attribute twice on one element (names compare case-insensitively).
        case duplicateAttribute
        /// A tag that is not well formed: a bad character in the name, `</>`, a `/` that does
        /// not end the tag, anything but whitespace after the name of a close tag.
        case malformedTag
        /// An attribute that is not well formed: a bad character in its name or unquoted value,
        /// `=` with no value, no whitespace before it.
        case malformedAttribute
        /// A `<` in text (or in `<textarea>`/`<title>`) that starts no tag: unescaped text.
        case unescapedLessThan
        /// `<!` that opens neither a comment nor a doctype with a name.
        case malformedDeclaration
        /// A doctype after an element or text, or a second doctype.
        case misplacedDoctype
    }

    public let code: Code
    /// UTF-8 byte offset into the parsed string, from 0.
    public let offset: Int
    /// 1-based line of `offset`.
    public let line: Int
    /// 1-based column of `offset`, in UTF-8 bytes.
    public let column: Int
    /// What was wrong, naming the tags or attribute involved.
    public let detail: String

    public init(_ code: Code, offset: Int, line: Int, column: Int, detail: String) {
        self.code = code
        self.offset = offset
        self.line = line
        self.column = column
        self.detail = detail
    }

    public var description: String {
        "\(code.rawValue) at line \(line), column \(column) (byte \(offset)): \(detail)"
    }
}
