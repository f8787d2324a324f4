import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Mailed link request presenter")
struct RequestLinkPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    var presenter: RequestLinkPresenter { presenter(.passwordReset) }

    func presenter(_ kind: MailedLinkKind) -> RequestLinkPresenter {
        RequestLinkPresenter(fixture, kind: kind)
    }

    /// Back to the sign-in form with the answer that does not say whether `email` has an account.
    func sent(_ kind: MailedLinkKind = .passwordReset, to email: String) -> Answer<RequestLinkViewModel, RequestLinkPresenter.Destination> {
        let key = kind == .passwordReset ? LinkText.resetLinkSent : LinkText.signInLinkSent
        return .go(.signIn, flash: .info(key.text(in: .english, .text("email", email))))
    }

    @Test func theFormStartsEmpty() {
        #expect(presenter.load() == .show(RequestLinkViewModel()))
    }

    @Test func aMemberIsMailedALinkThatWorksForThirtyMinutes() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        #expect(try presenter.submit(RequestLinkForm(email: " ADA@example.com "), device: device) == sent(to: "ADA@example.com"))
        #expect(try fixture.queuedMail().map(\.to) == ["ada@example.com"])
        #expect(try fixture.queuedMail().first?.subject == "Reset your ScreenKit password")
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.resetPassword)
        let stored = try fixture.emailTokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .passwordReset, at: fixture.time.secondsSince1970)
        #expect(stored?.userID == member.id)
        #expect(stored?.expiresAt == fixture.time.secondsSince1970 + 30 * 60)
    }

    @Test func anUnknownAddressGetsTheSameAnswerAndANoteWithoutALink() throws {
        #expect(try presenter.submit(RequestLinkForm(email: "nobody@example.com"), device: device) == sent(to: "nobody@example.com"))
        #expect(try fixture.queuedMail().map(\.to) == ["nobody@example.com"])
        #expect(try fixture.queuedMail().first?.text.contains("?token=") == false)
        #expect(try fixture.store.tokens().isEmpty)
    }

    /// An address longer than the field allows is refused before it becomes a throttle key.
    @Test func anOverLongAddressIsRefusedWithoutARow() throws {
        let email = String(repeating: "a", count: 60_000) + "@example.com"
        let answer = try presenter.submit(RequestLinkForm(email: email), device: device)
        #expect(answer.problems?.emailError == EmailValidatorUseCase.tooLong.message)
        #expect(answer.destination == nil)
        #expect(try fixture.store.attemptKeys().isEmpty)
        #expect(try fixture.queuedMail().isEmpty)
    }

    @Test func aNewerLinkVoidsTheOlder() throws {
        try fixture.seedMember(email: "ada@example.com")
        #expect(try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device) == sent(to: "ada@example.com"))
        let first = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.resetPassword)
        #expect(try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device) == sent(to: "ada@example.com"))
        let now = fixture.time.secondsSince1970
        #expect(try fixture.emailTokens.token(hash: try #require(LinkSecret.digest(of: first)), purpose: .passwordReset, at: now) == nil)
        #expect(try fixture.store.tokens().count == 1)
    }

    @Test func aFourthRequestForOneAddressIsRefusedWith429AndNothingMailed() throws {
        try fixture.seedMember(email: "ada@example.com")
        let answers = try (1...fixture.signInThrottle.mailLimit).map { _ in
            try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device)
        }
        let refused = try presenter.submit(RequestLinkForm(email: "ada@example.com"), device: device)
        #expect(answers.allSatisfy { $0 == sent(to: "ada@example.com") })
        #expect(try fixture.queuedMail().count == fixture.signInThrottle.mailLimit)
        #expect(refused.throttled?.retryAfterSeconds == fixture.signInThrottle.window)
        #expect(refused.throttled?.model.error?.hasPrefix("Too many messages asked for.") == true)
    }

    @Test func aMalformedAddressIsShownWithItsProblem() throws {
        let answer = try presenter.submit(RequestLinkForm(email: "ada.example.com"), device: device)
        #expect(answer == .problems(RequestLinkViewModel(email: "ada.example.com", emailError: EmailValidatorUseCase.malformed.message)))
        #expect(try fixture.queuedMail().isEmpty)
    }

    @Test func aSignInLinkWorksForFifteenMinutes() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        #expect(try presenter(.signIn).submit(RequestLinkForm(email: "ada@example.com"), device: device) == sent(.signIn, to: "ada@example.com"))
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.openSignInLink)
        let stored = try fixture.emailTokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .magicLink, at: fixture.time.secondsSince1970)
        #expect(stored?.userID == member.id)
        #expect(stored?.expiresAt == fixture.time.secondsSince1970 + 15 * 60)
    }
}
