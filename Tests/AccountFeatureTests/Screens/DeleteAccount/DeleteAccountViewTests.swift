import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Delete account view")
struct DeleteAccountViewTests {
    func render(_ model: DeleteAccountViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(DeleteAccountView(model: model).renderedString())
    }

    @Test func itShowsTheAddressToTypeAndAnEmptyField() throws {
        let page = try render(DeleteAccountViewModel(email: "ada@example.com"))
        #expect(page.first("h1")?.normalizedText == "Delete account")
        page.expectAccessibleForm(action: AccountPaths.deleteAccount.location)
        #expect(page.first("strong")?.normalizedText == "ada@example.com")
        #expect(page.input(named: "email")?.attribute("value") == nil)
        #expect(page.first { $0.name == "button" }?.classes == ["button", "danger"])
    }

    @Test func aMismatchIsShownNextToTheField() throws {
        let page = try render(DeleteAccountViewModel(email: "ada@example.com", emailError: SettingsText.deleteMismatch.text(in: .english)))
        #expect(page.errorText(forField: "email") == "Error: \(SettingsText.deleteMismatch.text(in: .english))")
    }
}
