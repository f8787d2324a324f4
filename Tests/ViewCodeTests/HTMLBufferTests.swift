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

struct HTMLAttributesTests {
    @Test func attributesPastTheThirdKeepTheirOrder() {
        let html = Div(.id("a"), .class("b"), .title("c"), .role("d"), .lang("e")) {}.renderedString()
        #expect(html == #"<div id="a" class="b" title="c" role="d" lang="e"></div>"#)
    }

    @Test func omittedAttributesTakeNoSlot() {
        let html = Div(.omitted, .when(false, .id("x")), .class("b"), .omitted, .title("c"), .role("d"), .lang("e")) {}
            .renderedString()
        #expect(html == #"<div class="b" title="c" role="d" lang="e"></div>"#)
    }
}

struct ScratchBytesTests {
    @Test func twoBuffersAliveOnOneThreadKeepTheirOwnBytes() {
        var outer = HTMLBuffer(reservingCapacity: 64)
        Span("outer").render(into: &outer)
        var inner = HTMLBuffer(reservingCapacity: 64)
        Span("inner").render(into: &inner)
        Span("more").render(into: &outer)
        #expect(String(decoding: inner.takeBytes(), as: UTF8.self) == "<span>inner</span>")
        #expect(String(decoding: outer.takeBytes(), as: UTF8.self) == "<span>outer</span><span>more</span>")
    }

    @Test func aReusedBufferStartsEmpty() {
        do {
            var first = HTMLBuffer(reservingCapacity: 64)
            Span("first").render(into: &first)
        }
        let second = HTMLBuffer(reservingCapacity: 64)
        #expect(second.bytes.isEmpty)
    }
}
