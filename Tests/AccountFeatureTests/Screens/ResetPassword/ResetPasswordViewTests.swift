import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("New password from a reset link, view")
struct ResetPasswordViewTests {
    func render(_ model: ResetPasswordViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(ResetPasswordView(model: model).renderedString())
    }

    @Test func theFormCarriesTheLinksSecretAndAsksForThePasswordTwice() throws {
        let page = try render(ResetPasswordViewModel(token: "the-secret"))
        #expect(page.first("h1")?.normalizedText == "Choose a new password")
        page.expectAccessibleForm(action: AccountPaths.resetPassword.location)
        #expect(page.input(named: "token")?.attribute("value") == "the-secret")
        #expect(page.input(named: "password")?.attribute("autocomplete") == "new-password")
        #expect(page.input(named: "password_confirmation") != nil)
    }

    @Test func aLinkThatNoLongerWorksSaysSoAndOffersANewOne() throws {
        let page = try render(ResetPasswordViewModel(linkInvalid: true))
        #expect(page.normalizedText.contains(LinkText.invalidLink.text(in: .english)))
        #expect(page.input(named: "password") == nil)
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.forgotPassword.location })
    }
}
