import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Sign-in link's page, view")
struct OpenSignInLinkViewTests {
    func render(_ model: OpenSignInLinkViewModel) throws -> HTMLDocument {
        try HTMLDocument.parse(OpenSignInLinkView(model: model).renderedString())
    }

    @Test func aWorkingLinkShowsOneButtonThatPostsItsSecret() throws {
        let page = try render(OpenSignInLinkViewModel(token: "the-secret"))
        #expect(page.first("h1")?.normalizedText == "Sign in")
        page.expectAccessibleForm(action: AccountPaths.openSignInLink.location)
        #expect(page.input(named: "token")?.attribute("value") == "the-secret")
        #expect(page.input(named: "remember")?.attribute("type") == "checkbox")
    }

    @Test func aDeadLinkSaysSoAndOffersANewOne() throws {
        let page = try render(OpenSignInLinkViewModel(linkInvalid: true))
        #expect(page.normalizedText.contains(LinkText.invalidLink.text(in: .english)))
        #expect(page.input(named: "token") == nil)
        #expect(page.links.contains { $0.attribute("href") == AccountPaths.signInLink.location })
    }
}
