import Domain
import DomainTesting
@testable import AccountFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-up presenter")
struct RegisterPresenterTests {
    let view = ViewSpy<RegisterViewModel>()
    let coordinator = RegisterCoordinatorSpy()
    let fixture = LoginFixture()

    var presenter: RegisterPresenter {
        RegisterPresenter(view: view, coordinator: coordinator, dependencies: fixture.dependencies)
    }

    func register(
        name: String = "Ada Lovelace", email: String = "ada@example.com",
        password: String = "correct horse", confirmation: String? = nil, from address: String = "192.0.2.7"
    ) throws {
        try presenter.register(
            name: name, email: email, password: password, passwordConfirmation: confirmation ?? password,
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: address))
    }

    /// The one refusal shown, or a failed expectation.
    func refusal(sourceLocation: SourceLocation = #_sourceLocation) throws -> RegisterViewModel {
        #expect(view.problems.count == 1, sourceLocation: sourceLocation)
        #expect(coordinator.registrations.isEmpty, sourceLocation: sourceLocation)
        #expect(try fixture.users.count() == 0, sourceLocation: sourceLocation)
        return try #require(view.problems.first, sourceLocation: sourceLocation)
    }

    @Test func aSignedOutVisitorGetsTheEmptyForm() {
        presenter.load()
        #expect(view.shown == [RegisterViewModel()])
        #expect(coordinator.registrations.isEmpty)
    }

    @Test func validFieldsCreateTheAccountAndWelcomeTheMember() throws {
        try register(name: "  Ada Lovelace ", email: " ada@example.com ")
        let stored = try #require(try fixture.users.user(id: 1))
        #expect(stored.name == "Ada Lovelace")
        #expect(stored.email == "ada@example.com")
        #expect(stored.passwordHash == FakePasswordHashing.currentPrefix + "correct horse")
        #expect(stored.createdAt == fixture.clock.secondsSince1970)
        #expect(coordinator.registrations.map(\.user) == [SignedInUser(id: 1, name: "Ada Lovelace", emailConfirmed: false)])
        #expect(coordinator.registrations.map(\.welcome) == ["Welcome! Your account is ready."])
        #expect(view.problems.isEmpty)
        #expect(fixture.securityLog.kinds(userID: 1) == [.signedIn])
        #expect(fixture.securityLog.all.first?.userAgent == "Firefox/128.0")
    }

    @Test(arguments: [1, 100])
    func aNameOf1To100CharactersIsAccepted(length: Int) throws {
        try register(name: String(repeating: "n", count: length))
        #expect(coordinator.registrations.count == 1)
    }

    @Test(arguments: [
        ("", "Enter your name."),
        ("   ", "Enter your name."),
        (String(repeating: "n", count: 101), "Use at most 100 characters for your name."),
    ])
    func anInvalidNameIsReportedNextToIt(name: String, message: String) throws {
        try register(name: name)
        let model = try refusal()
        #expect(model == RegisterViewModel(name: name, email: "ada@example.com", nameError: message))
    }

    @Test func anEmailOf254CharactersIsAccepted() throws {
        try register(email: EmailValidatorUseCaseTests.address(length: 254))
        #expect(coordinator.registrations.count == 1)
    }

    @Test(arguments: [
        (EmailValidatorUseCaseTests.address(length: 255), "Use at most 254 characters."),
        ("", "Enter your email address."),
        ("ada@example", "Enter an email address like name@example.com."),
        ("ada lovelace@example.com", "Enter an email address like name@example.com."),
    ])
    func anInvalidEmailIsReportedNextToIt(email: String, message: String) throws {
        try register(email: email)
        let model = try refusal()
        #expect(model == RegisterViewModel(name: "Ada Lovelace", email: email, emailError: message))
    }

    @Test(arguments: [8, 128])
    func aPasswordOf8Or128CharactersIsAccepted(length: Int) throws {
        try register(password: String(repeating: "p", count: length))
        #expect(coordinator.registrations.count == 1)
    }

    @Test(arguments: [
        (0, "Enter a password."),
        (7, "Use at least 8 characters."),
        (129, "Use at most 128 characters."),
    ])
    func anInvalidPasswordIsReportedNextToIt(length: Int, message: String) throws {
        try register(password: String(repeating: "p", count: length))
        let model = try refusal()
        #expect(model == RegisterViewModel(name: "Ada Lovelace", email: "ada@example.com", passwordError: message))
    }

    @Test func aMismatchIsReportedNextToTheConfirmation() throws {
        try register(password: "correct horse", confirmation: "correct hose")
        let model = try refusal()
        #expect(model == RegisterViewModel(
            name: "Ada Lovelace", email: "ada@example.com", passwordConfirmationError: "The passwords do not match."))
    }

    @Test func everyBadFieldIsReportedAtOnceAndWhatWasTypedIsKept() throws {
        try register(name: " ", email: "not an email", password: "short", confirmation: "other")
        let model = try refusal()
        #expect(model == RegisterViewModel(
            name: " ", email: "not an email",
            nameError: "Enter your name.",
            emailError: "Enter an email address like name@example.com.",
            passwordError: "Use at least 8 characters.",
            passwordConfirmationError: "The passwords do not match."))
        #expect(fixture.passwords.hashedPasswords.isEmpty)
    }

    @Test func aTakenEmailIsReportedNextToIt() throws {
        try fixture.seedMember(email: "ada@example.com")
        try register(name: "Ada Again", email: "ADA@example.com")
        #expect(view.problems == [RegisterViewModel(
            name: "Ada Again", email: "ADA@example.com", emailError: "An account with this email already exists.")])
        #expect(coordinator.registrations.isEmpty)
        #expect(try fixture.users.count() == 1)
    }

    @Test func anAddressPastItsSignUpLimitWaitsAndNothingIsCreated() throws {
        let limit = SignInThrottlePolicy.standard.signUpLimit
        for index in 0..<limit {
            try register(email: "member\(index)@example.com")
        }
        #expect(coordinator.registrations.count == limit)
        try register(email: "one-more@example.com")
        #expect(view.throttled.map(\.retryAfterSeconds) == [SignInThrottlePolicy.standard.window])
        #expect(view.throttled.first?.model.error == RegisterPresenter.tooManySignUpsMessage(retryAfterSeconds: 900))
        #expect(try fixture.users.count() == limit)
        try register(email: "elsewhere@example.com", from: "198.51.100.1")
        #expect(try fixture.users.count() == limit + 1)
    }
}
