import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Mailed link request view")
struct RequestLinkViewTests {
    func render(_ model: RequestLinkViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(RequestLinkView(model: model).renderedString())
    }

    @Test func itAsksForTheAddressAndLeadsBackToSignIn() throws {
        let page = try render(RequestLinkViewModel())
        #expect(page.first("h1")?.normalizedText == "Forgot your password?")
        page.expectAccessibleForm(action: AccountPaths.forgotPassword.location)
        #expect(page.input(named: "email")?.attribute("type") == "email")
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.signIn.location })
    }

    @Test func aProblemIsShownNextToItsField() throws {
        let page = try render(RequestLinkViewModel(emailError: "Enter an email address like name@example.com."))
        #expect(page.errorText(forField: "email") == "Error: Enter an email address like name@example.com.")
    }

    @Test func theSignInLinkFormPostsToItsOwnPath() throws {
        let page = try render(RequestLinkViewModel(kind: .signIn))
        #expect(page.first("h1")?.normalizedText == "Sign in with a link")
        page.expectAccessibleForm(action: AccountPaths.signInLink.location)
    }
}
