import Testing
import ViewCode

enum FlowStatus: Sendable {
    case active, invited, blocked
}

/// Builder-built HTML to drive each kind of control flow.
private struct Flow: HTMLComponent {
    var isSignedIn = false
    var isAdmin = false
    var status = FlowStatus.active
    var names: [String] = []
    var nickname: String?
    var note: String?

    var body: some HTML {
        if isSignedIn {
            P("signed in")
        }
        if isAdmin {
            Strong("admin")
        } else {
            Em("member")
        }
        switch status {
        case .active: Span("active")
        case .invited: Span("invited")
        case .blocked: Small("blocked")
        }
        for name in names {
            LI { name }
        }
        if let nickname {
            Span(nickname)
        }
        note
    }
}

struct HTMLBuilderTests {
    @Test func ifWithoutElseRendersOnlyWhenTrue() {
        #expect(Flow(isSignedIn: true).renderedString().hasPrefix("<p>signed in</p>"))
        #expect(!Flow(isSignedIn: false).renderedString().contains("signed in"))
    }

    @Test func ifElseRendersOneBranch() {
        #expect(Flow(isAdmin: true).renderedString() == "<strong>admin</strong><span>active</span>")
        #expect(Flow(isAdmin: false).renderedString() == "<em>member</em><span>active</span>")
    }

    @Test(arguments: [
        (FlowStatus.active, "<span>active</span>"),
        (.invited, "<span>invited</span>"),
        (.blocked, "<small>blocked</small>"),
    ])
    func switchRendersTheMatchingCase(status: FlowStatus, expected: String) {
        #expect(Flow(status: status).renderedString() == "<em>member</em>" + expected)
    }

    @Test(arguments: [[], ["Ada"], ["Ada", "Grace", "<Linus>"]])
    func forLoopRendersEachElementInOrder(names: [String]) {
        let markup = Markup(Flow(names: names))
        #expect(markup.elements(named: "li").count == names.count)
        #expect(markup.text == "member" + "active" + names.joined())
    }

    @Test func optionalsRenderTheirValueOrNothing() {
        #expect(Flow(nickname: "Countess").renderedString().hasSuffix("<span>Countess</span>"))
        #expect(Flow(note: "a < b").renderedString().hasSuffix("</span>a &lt; b"))
        #expect(Flow().renderedString() == "<em>member</em><span>active</span>")
    }

    @Test func emptyBlocksRenderNothing() {
        #expect(Div {}.renderedString() == "<div></div>")
        #expect(Div().renderedString() == "<div></div>")
        #expect(EmptyHTML().renderedBytes().isEmpty)
    }

    @Test func siblingsOfDifferentTypesRenderInOrder() {
        let html = Div {
            "one"
            Span("two")
            RawHTML(unsafe: "<br>")
            3.description
            EmptyHTML()
            Strong("four")
        }
        #expect(html.renderedString() == "<div>one<span>two</span><br>3<strong>four</strong></div>")
    }

    @Test func nestingKeepsStructure() {
        let html = Main {
            Section(.id("s")) {
                H2("Team")
                UL {
                    for (index, name) in ["Ada", "Grace"].enumerated() {
                        LI(.data("index", String(index))) {
                            if index == 0 {
                                Strong(name)
                            } else {
                                name
                            }
                        }
                    }
                }
            }
        }
        #expect(html.renderedString() == """
            <main><section id="s"><h2>Team</h2><ul><li data-index="0"><strong>Ada</strong></li>\
            <li data-index="1">Grace</li></ul></section></main>
            """)
    }

    @Test func forEachRendersEachElement() {
        let html = OL {
            ForEach(1...3) { number in
                LI { "Step \(number)" }
            }
        }
        #expect(html.renderedString() == "<ol><li>Step 1</li><li>Step 2</li><li>Step 3</li></ol>")
    }

    @Test func componentsRenderTheirBody() {
        struct Greeting: HTMLComponent {
            var name: String
            var body: some HTML {
                P { "Hello, "; Strong(name) }
            }
        }
        #expect(Greeting(name: "<Ada>").renderedString() == "<p>Hello, <strong>&lt;Ada&gt;</strong></p>")
    }

    @Test func manySiblingsStayStaticallyTyped() {
        let html = Div {
            "1"; "2"; "3"; "4"; "5"; "6"; "7"; "8"; "9"; "10"; "11"; "12"
        }
        #expect(html.renderedString() == "<div>123456789101112</div>")
    }
}
