import Testing
import ViewCode

struct ButtonTests {
    @Test(arguments: [(ButtonStyle.primary, "button primary"), (.secondary, "button secondary"), (.link, "link-button")])
    func submitButtonSubmitsWithItsStyle(style: ButtonStyle, classes: String) {
        #expect(SubmitButton("Save", style: style).renderedString() == #"<button type="submit" class="\#(classes)">Save</button>"#)
    }

    @Test func submitButtonIsPrimaryByDefault() {
        #expect(SubmitButton("Go").renderedString() == #"<button type="submit" class="button primary">Go</button>"#)
    }

    @Test func linkButtonIsALinkThatLooksLikeAButton() {
        #expect(LinkButton("Edit <profile>", href: "/users/1/edit").renderedString()
            == #"<a class="button secondary" href="/users/1/edit">Edit &lt;profile&gt;</a>"#)
        #expect(LinkButton("Go", href: "/", style: .primary).renderedString() == #"<a class="button primary" href="/">Go</a>"#)
    }
}
