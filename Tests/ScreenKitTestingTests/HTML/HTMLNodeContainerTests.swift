import ScreenKitTesting
import Testing

/// The DOM-like queries shared by documents and elements.
struct HTMLNodeContainerTests {
    static let list = """
        <section id="users" class="card">
          <h2>Users</h2>
          <ul>
            <li id="u1"><a href="/users/1">Ada <em>Lovelace</em></a></li>
            <li id="u2"><a href="/users/2">Alan Turing</a></li>
          </ul>
        </section>
        """

    @Test func findsElementsInDocumentOrder() throws {
        let document = try HTMLDocument.parse(Self.list)
        #expect(document.descendants.map(\.name) == ["section", "h2", "ul", "li", "a", "em", "li", "a"])
        #expect(document.elements(named: "LI").compactMap(\.id) == ["u1", "u2"])
        #expect(document.elements { $0.id != nil }.map(\.name) == ["section", "li", "li"])
        #expect(document.first("a")?.attribute("href") == "/users/1")
        #expect(document.first { $0.name == "a" && $0.normalizedText.hasPrefix("Alan") }?.attribute("href") == "/users/2")
        #expect(document.first("table") == nil)
        #expect(document.element(id: "u2")?.normalizedText == "Alan Turing")
        #expect(document.element(id: "nobody") == nil)
    }

    @Test func elementQueriesSearchOnlyBelowTheElement() throws {
        let document = try HTMLDocument.parse(Self.list)
        let first = try #require(document.element(id: "u1"))
        #expect(first.links.map(\.normalizedText) == ["Ada Lovelace"])
        #expect(first.elements(named: "li").isEmpty)
        #expect(first.element(id: "u1") == nil)
    }

    @Test func childElementsSkipTextAndComments() throws {
        let document = try HTMLDocument.parse("<ul>\n  <li>a</li>\n  <!-- b -->\n  <li>c</li>\n</ul>")
        let list = try #require(document.first("ul"))
        #expect(list.children.count == 7)
        #expect(list.childElements.map(\.textContent) == ["a", "c"])
        #expect(list.children.compactMap(\.text).allSatisfy { $0.allSatisfy(\.isWhitespace) })
    }

    @Test func textContentAndItsNormalizedForm() throws {
        let document = try HTMLDocument.parse(Self.list)
        let section = try #require(document.first("section"))
        #expect(section.textContent.hasPrefix("\n  Users\n"))
        #expect(section.first("a")?.textContent == "Ada Lovelace")
        #expect(section.normalizedText == "Users Ada Lovelace Alan Turing")
        #expect(document.normalizedText == section.normalizedText)
        #expect(try HTMLDocument.parse("<p>a<!-- hidden -->b</p>").textContent == "ab")
    }

    @Test func labelByForAttributeOrByWrapping() throws {
        let document = try HTMLDocument.parse("""
            <form>
              <label for="name">Full <abbr title="name">name</abbr></label>
              <input id="name" name="name">
              <label>Bio <textarea id="bio" name="bio"></textarea></label>
              <select id="role" name="role"><option>Admin</option></select>
            </form>
            """)
        #expect(document.label(for: "name")?.attribute("for") == "name")
        #expect(document.labelText(for: "name") == "Full name")
        #expect(document.labelText(for: "bio") == "Bio")
        #expect(document.label(for: "role") == nil)
        #expect(document.labelText(for: "role") == nil)
    }

    @Test func inputsFormsAndLinks() throws {
        let document = try HTMLDocument.parse("""
            <form action="/a"><input name="x"><textarea name="y"></textarea><select name="z"></select><button>Go</button></form>
            <form action="/b"><input type="hidden" name="csrf" value="t"></form>
            <a href="/x">x</a><a name="anchor">no href</a><a href="">empty</a>
            """)
        #expect(document.inputs.map(\.name) == ["input", "textarea", "select", "input"])
        #expect(document.forms.map { $0.attribute("action") } == ["/a", "/b"])
        #expect(document.forms.last?.inputs.map { $0.attribute("name") } == ["csrf"])
        #expect(document.links.map(\.textContent) == ["x", "empty"])
    }

    @Test func nodeAccessors() {
        let element = ParsedElement(name: "p", children: [.text("hi")])
        #expect(HTMLNode.element(element).element == element)
        #expect(HTMLNode.element(element).text == nil)
        #expect(HTMLNode.text("hi").text == "hi")
        #expect(HTMLNode.comment("c").element == nil)
        #expect(HTMLNode.doctype("html").text == nil)
    }
}
