import DomainTesting
import Domain
@testable import AccountFeature
import ScreenKit
import Testing

@Suite("Authenticate user")
struct AuthenticateUserUseCaseTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    var authenticate: AuthenticateUserUseCase {
        AuthenticateUserUseCase(users: fixture.users, passwords: fixture.hasher)
    }

    @Test func theRightPasswordSignsTheMemberIn() throws {
        let member = try fixture.seedMember()
        let user = try authenticate(email: "  ADA@example.com ", password: "correct horse")
        #expect(user == .authenticated(SignedInUser(id: member.id, name: member.name)))
        #expect(fixture.hasher.verified == [.init(password: "correct horse", stored: member.passwordHash)])
    }

    @Test func aWrongPasswordIsRefusedNamingTheMember() throws {
        let member = try fixture.seedMember()
        #expect(try authenticate(email: "ada@example.com", password: "wrong horse") == .wrongPassword(memberID: member.id))
        #expect(fixture.hasher.verified == [.init(password: "wrong horse", stored: member.passwordHash)])
    }

    @Test func anUnknownEmailIsStillVerifiedAgainstNothing() throws {
        try fixture.seedMember()
        #expect(try authenticate(email: "nobody@example.com", password: "correct horse") == .unknownEmail)
        #expect(fixture.hasher.verified == [.init(password: "correct horse", stored: nil)])
    }

    @Test func anOldHashIsReplacedAfterASuccessfulSignIn() throws {
        let member = try fixture.store.seed(name: "Grace", email: "grace@example.com", passwordHash: fixture.hasher.legacyHash("cobol rules"))
        #expect(try authenticate(email: "grace@example.com", password: "cobol rules") == .authenticated(SignedInUser(id: member.id, name: "Grace")))
        #expect(try fixture.users.user(id: member.id)?.passwordHash == FakePasswordHashing.currentPrefix + "cobol rules")
        #expect(fixture.hasher.hashedPasswords == ["cobol rules"])
    }

    @Test func aCurrentHashIsLeftAlone() throws {
        let member = try fixture.seedMember()
        let hashesBefore = fixture.hasher.hashedPasswords.count
        _ = try authenticate(email: "ada@example.com", password: "correct horse")
        #expect(fixture.hasher.hashedPasswords.count == hashesBefore)
        #expect(try fixture.users.user(id: member.id)?.passwordHash == member.passwordHash)
    }

    @Test func anOldHashIsKeptWhenThePasswordIsWrong() throws {
        let legacy = fixture.hasher.legacyHash("cobol rules")
        let member = try fixture.store.seed(name: "Grace", email: "grace@example.com", passwordHash: legacy)
        #expect(try authenticate(email: "grace@example.com", password: "fortran") == .wrongPassword(memberID: member.id))
        #expect(try fixture.users.user(id: member.id)?.passwordHash == legacy)
    }
}
