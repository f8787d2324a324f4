import ScreenKitTesting
import Testing

/// Markup the server must never emit fails with a code and the byte offset where it starts.
struct HTMLParseErrorTests {
    static let malformed: [(String, HTMLParseError.Code, Int)] = [
        ("<div><p>text</p>", .unclosedElement, 0),
        ("<main><div><p>x</p></main>", .mismatchedCloseTag, 19),
        ("<main><section><div></div></section>", .unclosedElement, 0),
        ("<div></span>", .mismatchedCloseTag, 5),
        ("<ul><li>a</ul>", .mismatchedCloseTag, 9),
        ("</div>", .strayCloseTag, 0),
        ("<p>a</p></p>", .strayCloseTag, 8),
        ("text</div>", .strayCloseTag, 4),
        ("<br></br>", .closeTagForVoidElement, 4),
        ("<input></input>", .closeTagForVoidElement, 7),
        ("<div/>", .selfClosingNonVoidElement, 0),
        ("<p>a<span /></p>", .selfClosingNonVoidElement, 4),
        ("<div", .unterminatedTag, 0),
        (#"<div class="a""#, .unterminatedTag, 0),
        ("<div class", .unterminatedTag, 0),
        ("<div class=", .unterminatedTag, 0),
        ("<img src=x", .unterminatedTag, 0),
        ("<br/", .unterminatedTag, 0),
        ("<p>text</p", .unterminatedTag, 7),
        ("<p>text</", .unterminatedTag, 7),
        ("<!DOCTYPE html", .unterminatedTag, 0),
        (#"<a href="/x>link</a>"#, .unterminatedAttributeValue, 8),
        ("<a title='it>s</a>", .unterminatedAttributeValue, 9),
        ("<!-- note", .unterminatedComment, 0),
        ("<p>a<!-- b -> c</p>", .unterminatedComment, 4),
        (#"<input name="a" name="b">"#, .duplicateAttribute, 16),
        (#"<input NAME="a" name='b'>"#, .duplicateAttribute, 16),
        ("<input required required>", .duplicateAttribute, 16),
        ("<p>1 < 2</p>", .unescapedLessThan, 5),
        ("<p>a <3 b</p>", .unescapedLessThan, 5),
        ("<p><</p>", .unescapedLessThan, 3),
        ("<p>a<", .unescapedLessThan, 4),
        ("<p>é <</p>", .unescapedLessThan, 6),
        (#"<?xml version="1.0"?>"#, .unescapedLessThan, 0),
        (#"<div class="a"id="b">"#, .malformedAttribute, 14),
        ("<div class=>", .malformedAttribute, 11),
        (#"<div class=a"b>"#, .malformedAttribute, 12),
        ("<div class=a=b>", .malformedAttribute, 12),
        ("<div =x>", .malformedAttribute, 5),
        (#"<div a"b>"#, .malformedAttribute, 6),
        ("<div a<b>", .malformedAttribute, 6),
        (#"<a href="/" / >x</a>"#, .malformedTag, 12),
        ("<br/ >", .malformedTag, 3),
        ("</>", .malformedTag, 0),
        ("<p></ p>", .malformedTag, 3),
        (#"<div></div class="x">"#, .malformedTag, 11),
        ("<di$v></di$v>", .malformedTag, 3),
        ("<!ELEMENT x>", .malformedDeclaration, 0),
        ("<![CDATA[x]]>", .malformedDeclaration, 0),
        ("<!DOCTYPE>", .malformedDeclaration, 0),
        ("<!DOCTYPEhtml>", .malformedDeclaration, 0),
        ("<p>a</p><!DOCTYPE html>", .misplacedDoctype, 8),
        ("<!DOCTYPE html><!DOCTYPE html>", .misplacedDoctype, 15),
        ("hi <!doctype html>", .misplacedDoctype, 3),
    ]

    @Test(arguments: malformed)
    func rejects(html: String, code: HTMLParseError.Code, offset: Int) throws {
        let error = #expect(throws: HTMLParseError.self) { try HTMLDocument.parse(html) }
        #expect(error?.code == code, "\(error?.description ?? "")")
        #expect(error?.offset == offset, "\(error?.description ?? "")")
    }

    @Test func everyCodeIsExercised() {
        let exercised = Set(Self.malformed.map(\.1))
        #expect(exercised == Set(HTMLParseError.Code.allCases))
    }

    @Test(arguments: [
        "a & b > c",
        "<p>1 &lt; 2</p>",
        "<!---->",
        "<!-- a -- b -->",
        "<div   >x</div  >",
        "<custom-element data-a=1></custom-element>",
        "<p>a</p>\n<!-- trailing -->\n",
        "<select><option value=1 selected>One</option></select>",
    ])
    func accepts(html: String) throws {
        _ = try HTMLDocument.parse(html)
    }

    @Test func locatesTheErrorByLineAndColumn() throws {
        let html = "<main>\n  <h1>Title</h1>\n  <p>Fish & chips < 5€</p>\n</main>"
        let error = try #require(#expect(throws: HTMLParseError.self) { try HTMLDocument.parse(html) })
        #expect(error.code == .unescapedLessThan)
        #expect(error.line == 3)
        #expect(error.column == 19)
        #expect(error.offset == 42)
        #expect(error.description.hasPrefix("unescapedLessThan at line 3, column 19 (byte 42)"))
    }

    @Test func namesTheTagsInvolved() throws {
        let error = #expect(throws: HTMLParseError.self) { try HTMLDocument.parse("<section>\n<div></section>") }
        #expect(error?.detail.contains("</section>") == true)
        #expect(error?.detail.contains("<div>") == true)
    }
}
