import Testing
import ViewCode

struct HTMLBufferTests {
    @Test func rendersAppendToTheSameBytes() {
        var buffer = HTMLBuffer(reservingCapacity: 16)
        P("a").render(into: &buffer)
        Text("<b>").render(into: &buffer)
        #expect(buffer.bytes == Array("<p>a</p>&lt;b&gt;".utf8))
    }

    @Test func takeBytesHandsOverAndEmpties() {
        var buffer = HTMLBuffer()
        Span("x").render(into: &buffer)
        let taken = buffer.takeBytes()
        #expect(taken == Array("<span>x</span>".utf8))
        #expect(buffer.bytes.isEmpty)
        Span("y").render(into: &buffer)
        #expect(buffer.bytes == Array("<span>y</span>".utf8))
    }

    @Test func aBufferGrowsPastItsReservation() {
        let rows = ForEach(0..<1000) { index in LI { "row \(index) & more" } }
        let bytes = UL { rows }.renderedBytes(reservingCapacity: 1)
        let html = String(decoding: bytes, as: UTF8.self)
        #expect(html.hasPrefix("<ul><li>row 0 &amp; more</li>"))
        #expect(html.hasSuffix("<li>row 999 &amp; more</li></ul>"))
        #expect(Markup(html).elements(named: "li").count == 1000)
    }

    @Test func newBuffersStartEmptyWithoutHiddenFields() {
        let buffer = HTMLBuffer()
        #expect(buffer.bytes.isEmpty)
        #expect(buffer.hiddenFormFields.isEmpty)
    }
}
