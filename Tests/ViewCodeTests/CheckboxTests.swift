import Testing
@testable import ViewCode

@Suite("Checkbox")
struct CheckboxTests {
    @Test func theBoxComesBeforeItsLabelAndIsTickedOnlyWhenAsked() {
        #expect(Checkbox(label: "Remember me", name: "remember").renderedString()
            == #"<div class="field field-checkbox"><input type="checkbox" name="remember" value="1" id="field-remember"><label for="field-remember">Remember me</label></div>"#)
        #expect(Checkbox(label: "A & B", name: "x", value: "yes", checked: true, id: "box").renderedString()
            == #"<div class="field field-checkbox"><input type="checkbox" name="x" value="yes" id="box" checked><label for="box">A &amp; B</label></div>"#)
    }
}
