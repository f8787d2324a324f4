import ScreenKitTesting
import DomainTesting
import Domain
@testable import AccountFeature
import ScreenKit
import Testing

@Suite("Register user")
struct RegisterUserUseCaseTests {
    let fixture = LoginFixture()

    var register: RegisterUserUseCase {
        RegisterUserUseCase(users: fixture.users, passwords: fixture.passwords, clock: fixture.clock)
    }

    @Test func anAccountIsCreatedWithAHashedPasswordAndTheTimeItJoined() throws {
        let outcome = try register(name: "Ada Lovelace", email: "ada@example.com", password: "correct horse")
        let stored = try #require(try fixture.users.user(email: "ada@example.com"))
        #expect(outcome == .registered(SignedInUser(id: stored.id, name: "Ada Lovelace")))
        #expect(stored.passwordHash == FakePasswordHashing.currentPrefix + "correct horse")
        #expect(stored.passwordHash != "correct horse")
        #expect(stored.createdAt == fixture.clock.secondsSince1970)
        #expect(fixture.passwords.hashedPasswords == ["correct horse"])
    }

    @Test func aTakenEmailIsReportedWhateverItsCase() throws {
        try fixture.seedMember(email: "ada@example.com")
        let outcome = try register(name: "Another Ada", email: "ADA@Example.com", password: "correct horse")
        #expect(outcome == .emailTaken)
        #expect(try fixture.users.count() == 1)
    }
}
