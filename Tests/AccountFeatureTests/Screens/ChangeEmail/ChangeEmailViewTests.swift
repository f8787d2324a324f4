import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Change e-mail view")
struct ChangeEmailViewTests {
    func render(_ model: ChangeEmailViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(ChangeEmailView(model: model).renderedString())
    }

    @Test func itShowsTheAddressInALabelledEmailField() throws {
        let page = try render(ChangeEmailViewModel(email: "ada@example.com"))
        #expect(page.first("h1")?.normalizedText == "Change e-mail")
        page.expectAccessibleForm(action: AccountPaths.changeEmail.location)
        let field = try #require(page.input(named: "email"))
        #expect(field.attribute("type") == "email")
        #expect(field.attribute("value") == "ada@example.com")
    }

    @Test func aProblemIsShownNextToItsField() throws {
        let page = try render(ChangeEmailViewModel(email: "x", emailError: "Taken."))
        #expect(page.errorText(forField: "email") == "Error: Taken.")
    }
}
