import ScreenKitTesting
import DomainTesting
import Domain
@testable import AccountFeature
import ScreenKit
import Testing

@Suite("Register user")
struct RegisterUserUseCaseTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    var register: RegisterUserUseCase {
        RegisterUserUseCase(
            users: fixture.users, passwords: fixture.hasher, clock: fixture.time,
            links: EmailLinkUseCase(dependencies: fixture))
    }

    @Test func anAccountIsCreatedWithAHashedPasswordAndTheTimeItJoined() throws {
        let outcome = try register(name: "Ada Lovelace", email: "ada@example.com", password: "correct horse")
        let stored = try #require(try fixture.users.user(email: "ada@example.com"))
        #expect(outcome == .registered(SignedInUser(id: stored.id, name: "Ada Lovelace", emailConfirmed: false)))
        #expect(stored.passwordHash == FakePasswordHashing.currentPrefix + "correct horse")
        #expect(stored.passwordHash != "correct horse")
        #expect(stored.createdAt == fixture.time.secondsSince1970)
        #expect(fixture.hasher.hashedPasswords == ["correct horse"])
    }

    @Test func aTakenEmailIsReportedWhateverItsCase() throws {
        try fixture.seedMember(email: "ada@example.com")
        let outcome = try register(name: "Another Ada", email: "ADA@Example.com", password: "correct horse")
        #expect(outcome == .emailTaken)
        #expect(try fixture.store.memberCount() == 1)
        #expect(try fixture.queuedMail().isEmpty)
    }

    @Test func theNewMemberIsMailedALinkThatConfirmsTheirAddress() throws {
        _ = try register(name: "Ada Lovelace", email: "ada@example.com", password: "correct horse")
        let mail = try #require(try fixture.queuedMail().first)
        #expect(try fixture.queuedMail().count == 1)
        #expect(mail.to == "ada@example.com")
        #expect(mail.toName.isEmpty)
        #expect(!mail.text.contains("Ada Lovelace") && !mail.html.contains("Ada Lovelace"))
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.confirmEmail)
        let digest = try #require(LinkSecret.digest(of: token))
        let stored = try #require(try fixture.emailTokens.token(hash: digest, purpose: .emailConfirmation, at: fixture.time.secondsSince1970))
        #expect(stored.expiresAt == fixture.time.secondsSince1970 + EmailLinkUseCase.confirmationLifetime)
        #expect(mail.html.contains(LoginFixture.siteURL + AccountPaths.confirmEmail.location + "?token=" + token))
    }
}
