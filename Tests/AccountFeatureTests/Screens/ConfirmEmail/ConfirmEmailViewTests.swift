import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Confirmation link's page, view")
struct ConfirmEmailViewTests {
    func render(_ model: ConfirmEmailViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(ConfirmEmailView(model: model).renderedString())
    }

    @Test func itNamesTheAddressAndPostsTheSecretToTheRightPlace() throws {
        let signUp = try render(ConfirmEmailViewModel(token: "s", email: "ada@example.com"))
        #expect(signUp.first("h1")?.normalizedText == "Confirm your e-mail")
        #expect(signUp.first("strong")?.normalizedText == "ada@example.com")
        signUp.expectAccessibleForm(action: AccountPaths.confirmEmail.location)
        let change = try render(ConfirmEmailViewModel(change: true, token: "s", email: "new@example.com"))
        #expect(change.first("h1")?.normalizedText == "Confirm your new e-mail")
        change.expectAccessibleForm(action: AccountPaths.confirmEmailChange.location)
    }

    @Test func aDeadLinkShowsTheOneMessage() throws {
        let page = try render(ConfirmEmailViewModel(linkInvalid: true))
        #expect(page.normalizedText.contains(LinkText.invalidLink.text(in: .english)))
        #expect(page.input(named: "token") == nil)
    }
}
