import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Sign-in link's page, presenter")
struct OpenSignInLinkPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    var presenter: OpenSignInLinkPresenter {
        OpenSignInLinkPresenter(fixture)
    }

    func memberWithLink() throws -> (User, String) {
        let member = try fixture.seedMember(email: "ada@example.com")
        try EmailLinkUseCase(dependencies: fixture).sendSignInLink(to: member.email)
        return (member, try fixture.token(mailedTo: member.email, path: AccountPaths.openSignInLink))
    }

    @Test func openingTheLinkShowsAButtonAndUsesNothing() throws {
        let (_, token) = try memberWithLink()
        #expect(try presenter.load(token: token) == .show(OpenSignInLinkViewModel(token: token)))
        #expect(try presenter.load(token: token) == .show(OpenSignInLinkViewModel(token: token)))
    }

    @Test func theButtonSignsInOnceLogsItAndVoidsAResetLink() throws {
        let (member, token) = try memberWithLink()
        try EmailLinkUseCase(dependencies: fixture).sendPasswordReset(to: member.email)
        let answer = try presenter.signIn(token: token, remember: true, device: device, sessionIDHash: nil)
        #expect(answer == Answer.go(.memberPage(id: member.id), flash: .success(LinkText.signedInWithLink.text(in: .english)))
            .signingIn(SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.link)))
        #expect(try fixture.store.eventKinds(userID: member.id) == [.signedInWithLink])
        #expect(try fixture.store.tokens().isEmpty)
        let again = try presenter.signIn(token: token, remember: false, device: device, sessionIDHash: nil)
        #expect(again == .problems(OpenSignInLinkViewModel(linkInvalid: true)))
    }

    @Test func anExpiredLinkSignsNobodyIn() throws {
        let (_, token) = try memberWithLink()
        fixture.time.advance(by: EmailLinkUseCase.signInLifetime)
        let answer = try presenter.signIn(token: token, remember: false, device: device, sessionIDHash: nil)
        #expect(answer == .problems(OpenSignInLinkViewModel(linkInvalid: true)))
    }

    @Test func guessesAreThrottledLikeWrongPasswords() throws {
        let (_, token) = try memberWithLink()
        let guesses = try (1...fixture.signInThrottle.addressLimit).map { _ in
            try presenter.signIn(token: String(repeating: "A", count: 43), remember: false, device: device, sessionIDHash: nil)
        }
        let answer = try presenter.signIn(token: token, remember: false, device: device, sessionIDHash: nil)
        #expect(guesses.allSatisfy { $0.throttled == nil })
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
    }
}
