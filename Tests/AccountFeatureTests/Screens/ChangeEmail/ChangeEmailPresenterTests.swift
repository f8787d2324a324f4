import DomainTesting
import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Change e-mail presenter")
struct ChangeEmailPresenterTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User) -> ChangeEmailPresenter {
        ChangeEmailPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name))
    }

    /// Back to the settings, saying where to look for the link: on its way, as the fixture
    /// sends no mail.
    func requested(_ email: String) -> Answer<ChangeEmailViewModel, ChangeEmailPresenter.Destination> {
        .go(.settings, flash: .info(LinkText.emailChangeQueued.text(in: .english, .text("email", email))))
    }

    @Test func theFormShowsTheStoredAddress() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        #expect(try presenter(for: member).load() == .show(ChangeEmailViewModel(email: "ada@example.com")))
    }

    @Test func aValidUnusedAddressIsMailedALinkAndNothingChangesYet() async throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        #expect(try await presenter(for: member).change(email: "  countess@example.com ", device: .unknown) == requested("countess@example.com"))
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
        #expect(try fixture.queuedMail().map(\.to) == ["countess@example.com", "ada@example.com"])
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        let stored = try fixture.emailTokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .emailChange, at: fixture.time.secondsSince1970)
        #expect(stored?.email == "countess@example.com")
        #expect(stored?.userID == member.id)
    }

    @Test func anotherMembersAddressIsAnsweredAsAFreeOneAndItsOwnerIsTold() async throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try fixture.seedMember(name: "Grace", email: "grace@example.com")
        #expect(try await presenter(for: member).change(email: "GRACE@example.com", device: .unknown) == requested("GRACE@example.com"))
        #expect(try fixture.queuedMail().map(\.to) == ["GRACE@example.com"])
        #expect(try fixture.store.tokens().isEmpty)
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
    }

    @Test func askingTooOftenIsRefusedWithTheWait() async throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        for index in 0..<fixture.signInThrottle.mailMemberLimit {
            let answer = try await presenter(for: member).change(
                email: "new\(index)@example.com", device: SessionDevice(userAgent: "", clientAddress: "192.0.2.\(index)"))
            #expect(answer == requested("new\(index)@example.com"))
        }
        let refused = try await presenter(for: member).change(
            email: "one-more@example.com", device: SessionDevice(userAgent: "", clientAddress: "198.51.100.1"))
        #expect(refused.throttled?.retryAfterSeconds == fixture.signInThrottle.window)
    }

    @Test func theCurrentAddressIsRefused() async throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        let answer = try await presenter(for: member).change(email: "ADA@example.com", device: .unknown)
        #expect(answer == .problems(ChangeEmailViewModel(email: "ADA@example.com", emailError: LinkText.sameEmail.text(in: .english))))
        #expect(try fixture.queuedMail().isEmpty)
    }

    @Test func aMalformedAddressIsShownWithItsProblem() async throws {
        let member = try fixture.seedMember()
        let answer = try await presenter(for: member).change(email: "not an address", device: .unknown)
        #expect(answer == .problems(ChangeEmailViewModel(email: "not an address", emailError: EmailValidatorUseCase.malformed.message)))
    }
}
