import Testing
import ViewCode

struct FormTests {
    static let fields = [(name: "csrf_token", value: "t0k3n"), (name: "next", value: "/users/1?a=1&b=2")]

    @Test func postCarriesEveryHiddenFieldRightAfterTheOpeningTag() {
        let html = Form(action: "/login", method: .post, .novalidate) {
            Input(type: .email, name: "email")
        }
        #expect(html.renderedString(hiddenFormFields: Self.fields) == """
            <form action="/login" method="post" novalidate>\
            <input type="hidden" name="csrf_token" value="t0k3n">\
            <input type="hidden" name="next" value="/users/1?a=1&amp;b=2">\
            <input type="email" name="email"></form>
            """)
    }

    @Test func getCarriesNoHiddenFields() {
        let markup = Markup(Form(action: "/search", method: .get) { Input(type: .search, name: "q") }, hiddenFormFields: Self.fields)
        #expect(markup.elements.map(\.name) == ["form", "input"])
        #expect(markup.elements[0]["method"] == "get")
        #expect(!markup.html.contains("csrf_token"))
    }

    @Test func postWithoutHiddenFieldsAddsNothing() {
        #expect(Form(action: "/x", method: .post) {}.renderedString() == #"<form action="/x" method="post"></form>"#)
    }

    @Test func everyPostFormOnThePageCarriesTheFields() {
        let page = Div {
            Form(action: "/a", method: .post) { SubmitButton("A") }
            Form(action: "/b", method: .get) { SubmitButton("B") }
            NavBar(brand: "S", userName: "Ada", signOutAction: "/logout")
        }
        let markup = Markup(page, hiddenFormFields: [Self.fields[0]])
        let hidden = markup.elements(named: "input").filter { $0["type"] == "hidden" }
        #expect(hidden.count == 2)
        #expect(hidden.allSatisfy { $0["name"] == "csrf_token" && $0["value"] == "t0k3n" })
    }

    @Test func buffersKeepTheirFieldsAcrossRenders() {
        var buffer = HTMLBuffer()
        buffer.hiddenFormFields = [Self.fields[0]]
        Form(action: "/a", method: .post) {}.render(into: &buffer)
        Form(action: "/b", method: .post) {}.render(into: &buffer)
        let html = String(decoding: buffer.bytes, as: UTF8.self)
        #expect(html.split(separator: "csrf_token", omittingEmptySubsequences: false).count == 3)
    }

    /// A page's later forms copy the markup its first form wrote; they must still carry the
    /// fields set when they are written, after a new page or new fields.
    @Test func laterFormsCarryTheFieldsAsTheyAreNow() {
        var buffer = HTMLBuffer()
        let form = Form(action: "/a", method: .post) {}
        buffer.hiddenFormFields = HiddenFormFields(Self.fields)
        form.render(into: &buffer)
        form.render(into: &buffer)
        let twice = String(decoding: buffer.takeBytes(), as: UTF8.self)
        #expect(twice == String(repeating: form.renderedString(hiddenFormFields: Self.fields), count: 2))

        form.render(into: &buffer)
        #expect(String(decoding: buffer.takeBytes(), as: UTF8.self) == form.renderedString(hiddenFormFields: Self.fields))

        buffer.hiddenFormFields = [(name: "csrf_token", value: "n3w")]
        form.render(into: &buffer)
        form.render(into: &buffer)
        let renewed = String(decoding: buffer.takeBytes(), as: UTF8.self)
        #expect(renewed.split(separator: #"value="n3w""#, omittingEmptySubsequences: false).count == 3)
        #expect(!renewed.contains("t0k3n"))
    }
}
