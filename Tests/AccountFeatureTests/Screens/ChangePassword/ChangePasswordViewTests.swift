import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Change password view")
struct ChangePasswordViewTests {
    func render(_ model: ChangePasswordViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(ChangePasswordView(model: model).renderedString())
    }

    @Test func itHasOneHeadingAndALabelForEveryFieldAndNoValues() throws {
        let page = try render(ChangePasswordViewModel())
        #expect(page.first("h1")?.normalizedText == "Change password")
        page.expectAccessibleForm(action: AccountPaths.changePassword.location)
        for name in ["current_password", "new_password", "password_confirmation"] {
            let input = try #require(page.input(named: name))
            #expect(input.attribute("type") == "password")
            #expect(input.attribute("value") == nil)
        }
        #expect(page.input(named: "current_password")?.attribute("autocomplete") == "current-password")
        #expect(page.input(named: "new_password")?.attribute("autocomplete") == "new-password")
    }

    @Test func problemsAreShownNextToTheirFields() throws {
        let page = try render(ChangePasswordViewModel(currentPasswordError: "Wrong.", passwordConfirmationError: "Mismatch."))
        #expect(page.errorText(forField: "current_password") == "Error: Wrong.")
        #expect(page.errorText(forField: "password_confirmation") == "Error: Mismatch.")
    }
}
