import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Mailed link request presenter")
struct RequestLinkPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<RequestLinkViewModel>()
    let coordinator = RequestLinkCoordinatorSpy()
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    var presenter: RequestLinkPresenter { presenter(.passwordReset) }

    func presenter(_ kind: MailedLinkKind) -> RequestLinkPresenter {
        RequestLinkPresenter(view: view, coordinator: coordinator, kind: kind, dependencies: fixture.dependencies)
    }

    @Test func theFormStartsEmpty() {
        presenter.load()
        #expect(view.shown == [RequestLinkViewModel()])
    }

    @Test func aMemberIsMailedALinkThatWorksForThirtyMinutes() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter.submit(RequestLinkForm(email: " ADA@example.com "), device: device)
        #expect(coordinator.sent.map(\.email) == ["ADA@example.com"])
        #expect(fixture.mail.map(\.to) == ["ada@example.com"])
        #expect(fixture.mail.first?.subject == "Reset your ScreenKit password")
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.resetPassword)
        let stored = try fixture.users.tokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .passwordReset, at: fixture.clock.secondsSince1970)
        #expect(stored?.userID == member.id)
        #expect(stored?.expiresAt == fixture.clock.secondsSince1970 + 30 * 60)
    }

    @Test func anUnknownAddressGetsTheSameAnswerAndANoteWithoutALink() throws {
        try presenter.submit(RequestLinkForm(email: "nobody@example.com"), device: device)
        #expect(coordinator.sent.map(\.email) == ["nobody@example.com"])
        #expect(fixture.mail.map(\.to) == ["nobody@example.com"])
        #expect(fixture.mail.first?.text.contains("?token=") == false)
        #expect(fixture.users.tokens.all.isEmpty)
    }

    /// An address longer than the field allows is refused before it becomes a throttle key.
    @Test func anOverLongAddressIsRefusedWithoutARow() throws {
        let email = String(repeating: "a", count: 60_000) + "@example.com"
        try presenter.submit(RequestLinkForm(email: email), device: device)
        #expect(view.problems.map(\.emailError) == [EmailValidatorUseCase.tooLong.message])
        #expect(fixture.attempts.keys.isEmpty)
        #expect(fixture.mail.isEmpty && coordinator.sent.isEmpty)
    }

    @Test func aNewerLinkVoidsTheOlder() throws {
        try fixture.seedMember(email: "ada@example.com")
        try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device)
        let first = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.resetPassword)
        try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device)
        let now = fixture.clock.secondsSince1970
        #expect(try fixture.users.tokens.token(hash: try #require(LinkSecret.digest(of: first)), purpose: .passwordReset, at: now) == nil)
        #expect(fixture.users.tokens.all.count == 1)
    }

    @Test func aFourthRequestForOneAddressIsRefusedWith429AndNothingMailed() throws {
        try fixture.seedMember(email: "ada@example.com")
        for _ in 1...fixture.throttle.mailLimit {
            try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device)
        }
        try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device)
        #expect(fixture.mail.count == fixture.throttle.mailLimit)
        #expect(view.throttled.count == 1)
        #expect(view.throttled.first?.retryAfterSeconds == fixture.throttle.window)
        #expect(view.throttled.first?.model.error?.hasPrefix("Too many messages asked for.") == true)
    }

    @Test func aMalformedAddressIsShownWithItsProblem() throws {
        try presenter.submit(RequestLinkForm(email: "ada.example.com"), device: device)
        #expect(view.problems.map(\.emailError) == [EmailValidatorUseCase.malformed.message])
        #expect(coordinator.sent.isEmpty)
        #expect(fixture.mail.isEmpty)
    }

    @Test func aSignInLinkWorksForFifteenMinutes() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(.signIn).submit(RequestLinkForm(email: "ada@example.com"), device: device)
        #expect(coordinator.sent.map(\.kind) == [.signIn])
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.openSignInLink)
        let stored = try fixture.users.tokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .magicLink, at: fixture.clock.secondsSince1970)
        #expect(stored?.userID == member.id)
        #expect(stored?.expiresAt == fixture.clock.secondsSince1970 + 15 * 60)
    }
}
