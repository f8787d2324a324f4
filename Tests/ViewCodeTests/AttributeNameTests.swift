import Testing
import ViewCode

struct AttributeNameTests {
    @Test(arguments: ["data-x", "x", "aria-label", "xml:lang", "under_score", "X1-2"])
    func validCustomNamesAreWritten(name: String) {
        #expect(Div(.custom(name: name, value: "v")).renderedString() == "<div \(name)=\"v\"></div>")
    }

    @Test(arguments: ["", "a b", "a=b", "a\"b", "a>b", "a/b", "x'", "naïve", "a\u{0}", "<script>", "a\tb"])
    func invalidCustomNamesAreDropped(name: String) {
        #expect(Div(.custom(name: name, value: "v"), .id("kept")).renderedString() == #"<div id="kept"></div>"#)
        #expect(Div(.custom(name: name)).renderedString() == "<div></div>")
        #expect(HTMLAttribute.custom(name: name, value: "v").isOmitted)
    }

    @Test(arguments: ["onclick", "OnLoad", "onmouseover", "on"])
    func eventHandlersAreDropped(name: String) {
        #expect(Div(.custom(name: name, value: "alert(1)")).renderedString() == "<div></div>")
    }

    @Test(arguments: ["label", "describedby", "x-y"])
    func ariaAndDataNamesArePrefixed(name: String) {
        #expect(Div(.aria(name, "v"), .data(name, "w")).renderedString() == "<div aria-\(name)=\"v\" data-\(name)=\"w\"></div>")
    }

    @Test(arguments: ["a b", "\" onclick=\"x", "", "x>"])
    func invalidAriaAndDataNamesAreDropped(name: String) {
        #expect(Div(.aria(name, "v"), .data(name, "v")).renderedString() == "<div></div>")
    }

    @Test func whenKeepsOrOmitsAnAttribute() {
        #expect(Input(type: .text, name: "a", .when(true, .required)).renderedString() == #"<input type="text" name="a" required>"#)
        #expect(Input(type: .text, name: "a", .when(false, .required)).renderedString() == #"<input type="text" name="a">"#)
    }

    @Test func numericAttributesAreWrittenInDecimal() {
        let html = Input(type: .text, name: "n", .maxlength(254), .minlength(0), .tabindex(-1)).renderedString()
        #expect(html == #"<input type="text" name="n" maxlength="254" minlength="0" tabindex="-1">"#)
    }
}
