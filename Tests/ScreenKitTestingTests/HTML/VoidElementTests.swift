import ScreenKitTesting
import Testing

/// Void elements have no content and no close tag, written with or without `/>`.
struct VoidElementTests {
    static let voidElements = [
        "area", "base", "br", "col", "embed", "hr", "img", "input",
        "link", "meta", "source", "track", "wbr",
    ]

    @Test(arguments: voidElements, ["<%@>", "<%@/>", "<%@ />", #"<%@ data-x="1"/>"#])
    func closesItselfAndLeavesTheNextSiblingOutside(name: String, form: String) throws {
        let tag = form.replacing("%@", with: name)
        let document = try HTMLDocument.parse("<div>\(tag)<span>after</span></div>")
        let div = try #require(document.first("div"))
        #expect(div.childElements.map(\.name) == [name, "span"])
        #expect(div.childElements.first?.children == [])
    }

    @Test func upperCaseVoidElementIsVoid() throws {
        let document = try HTMLDocument.parse("<p>a<BR>b</p>")
        #expect(document.first("p")?.children == [.text("a"), .element(ParsedElement(name: "br")), .text("b")])
    }

    @Test func imageKeepsItsAttributes() throws {
        let document = try HTMLDocument.parse(#"<img src="/a.png" alt="A &amp; B" width=16>"#)
        #expect(document.first("img")?.attributes == [
            ParsedAttribute(name: "src", value: "/a.png"),
            ParsedAttribute(name: "alt", value: "A & B"),
            ParsedAttribute(name: "width", value: "16"),
        ])
    }

    @Test func svgAndMathMLElementsMayCloseThemselves() throws {
        let document = try HTMLDocument.parse(#"<svg viewBox="0 0 2 2"><g><circle r="1"/><path d="M0"/></g></svg><math><mi/></math><p>after</p>"#)
        #expect(document.childElements.map(\.name) == ["svg", "math", "p"])
        #expect(document.first("g")?.childElements.map(\.name) == ["circle", "path"])
        #expect(try HTMLDocument.parse("<svg/><p>x</p>").childElements.map(\.name) == ["svg", "p"])
    }

    @Test func titleInsideSVGIsAnOrdinaryElement() throws {
        let document = try HTMLDocument.parse("<svg><title>Close <tspan>menu</tspan></title></svg>")
        let title = try #require(document.first("title"))
        #expect(title.childElements.map(\.name) == ["tspan"])
        #expect(title.normalizedText == "Close menu")
    }
}
