import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Sign-in link's page, presenter")
struct OpenSignInLinkPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<OpenSignInLinkViewModel>()
    let coordinator = OpenSignInLinkCoordinatorSpy()
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    var presenter: OpenSignInLinkPresenter {
        OpenSignInLinkPresenter(view: view, coordinator: coordinator, dependencies: fixture.dependencies)
    }

    func memberWithLink() throws -> (User, String) {
        let member = try fixture.seedMember(email: "ada@example.com")
        try EmailLinkUseCase(dependencies: fixture.dependencies).sendSignInLink(to: member.email)
        return (member, try fixture.token(mailedTo: member.email, path: AccountPaths.openSignInLink))
    }

    @Test func openingTheLinkShowsAButtonAndUsesNothing() throws {
        let (_, token) = try memberWithLink()
        try presenter.load(token: token)
        try presenter.load(token: token)
        #expect(view.shown == [OpenSignInLinkViewModel(token: token), OpenSignInLinkViewModel(token: token)])
    }

    @Test func theButtonSignsInOnceLogsItAndVoidsAResetLink() throws {
        let (member, token) = try memberWithLink()
        try EmailLinkUseCase(dependencies: fixture.dependencies).sendPasswordReset(to: member.email)
        try presenter.signIn(token: token, remember: true, device: device, sessionIDHash: nil)
        #expect(coordinator.signedIn.map(\.member.id) == [member.id])
        #expect(coordinator.signedIn.map(\.remember) == [true])
        #expect(fixture.securityLog.kinds(userID: member.id) == [.signedInWithLink])
        #expect(fixture.users.tokens.all.isEmpty)
        try presenter.signIn(token: token, remember: false, device: device, sessionIDHash: nil)
        #expect(view.problems == [OpenSignInLinkViewModel(linkInvalid: true)])
        #expect(coordinator.signedIn.count == 1)
    }

    @Test func anExpiredLinkSignsNobodyIn() throws {
        let (_, token) = try memberWithLink()
        fixture.clock.advance(by: EmailLinkUseCase.signInLifetime)
        try presenter.signIn(token: token, remember: false, device: device, sessionIDHash: nil)
        #expect(view.problems == [OpenSignInLinkViewModel(linkInvalid: true)])
        #expect(coordinator.signedIn.isEmpty)
    }

    @Test func guessesAreThrottledLikeWrongPasswords() throws {
        let (_, token) = try memberWithLink()
        for _ in 1...fixture.throttle.addressLimit {
            try presenter.signIn(token: String(repeating: "A", count: 43), remember: false, device: device, sessionIDHash: nil)
        }
        try presenter.signIn(token: token, remember: false, device: device, sessionIDHash: nil)
        #expect(coordinator.signedIn.isEmpty)
        #expect(view.throttled.count == 1)
    }
}
