import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Password prompt view")
struct ConfirmIdentityViewTests {
    func render(_ model: ConfirmIdentityViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(ConfirmIdentityView(model: model).renderedString())
    }

    @Test func itAsksForTheCurrentPasswordAndCarriesNext() throws {
        let page = try render(ConfirmIdentityViewModel(next: "/settings/password"))
        #expect(page.first("h1")?.normalizedText == "Confirm your password")
        page.expectAccessibleForm(action: AccountPaths.confirmIdentity.location)
        #expect(page.input(named: "password")?.attribute("autocomplete") == "current-password")
        #expect(page.input(named: "next")?.attribute("value") == "/settings/password")
    }

    @Test func aProblemIsShownNextToItsField() throws {
        let page = try render(ConfirmIdentityViewModel(passwordError: SecurityText.wrongPassword.text(in: .english)))
        #expect(page.errorText(forField: "password") == "Error: \(SecurityText.wrongPassword.text(in: .english))")
    }

    @Test func withCodesOnItAsksForACodeInsteadOfThePassword() throws {
        let page = try render(ConfirmIdentityViewModel(next: "/settings/email", asksForCode: true, codeError: SecondStepText.wrongCode.text(in: .english)))
        #expect(page.first("h1")?.normalizedText == "Confirm it is you")
        page.expectAccessibleForm(action: AccountPaths.confirmIdentity.location)
        #expect(page.input(named: "password") == nil)
        #expect(page.input(named: "code")?.attribute("autocomplete") == "one-time-code")
        #expect(page.errorText(forField: "code") == "Error: \(SecondStepText.wrongCode.text(in: .english))")
        #expect(page.input(named: "next")?.attribute("value") == "/settings/email")
    }
}
