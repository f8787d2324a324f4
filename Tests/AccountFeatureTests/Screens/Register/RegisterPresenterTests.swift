import Domain
import DomainTesting
@testable import AccountFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-up presenter")
struct RegisterPresenterTests {
    typealias RegisterAnswer = Answer<RegisterViewModel, RegisterPresenter.Destination>

    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    var presenter: RegisterPresenter {
        RegisterPresenter(fixture)
    }

    @discardableResult
    func register(
        name: String = "Ada Lovelace", email: String = "ada@example.com",
        password: String = "correct horse", confirmation: String? = nil, from address: String = "192.0.2.7"
    ) throws -> RegisterAnswer {
        try presenter.register(
            name: name, email: email, password: password, passwordConfirmation: confirmation ?? password,
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: address))
    }

    /// What a sign-up that worked answers: the new member signed in and greeted on their page.
    func welcomed(id: Int, name: String = "Ada Lovelace") -> RegisterAnswer {
        Answer.go(.memberPage(id: id), flash: .success("Welcome! Your account is ready."))
            .signingIn(SignedInUser(id: id, name: name, emailConfirmed: false), method: SignInMethod(.signUp))
    }

    /// Expects `answer` to show the form again as `model`, and no account to exist.
    func expectRefusal(_ answer: RegisterAnswer, _ model: RegisterViewModel, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(answer == .problems(model), sourceLocation: sourceLocation)
        #expect(try fixture.store.memberCount() == 0, sourceLocation: sourceLocation)
    }

    @Test func aSignedOutVisitorGetsTheEmptyForm() {
        #expect(presenter.load() == .show(RegisterViewModel()))
    }

    @Test func validFieldsCreateTheAccountAndWelcomeTheMember() throws {
        let answer = try register(name: "  Ada Lovelace ", email: " ada@example.com ")
        let stored = try #require(try fixture.users.user(id: 1))
        #expect(stored.name == "Ada Lovelace")
        #expect(stored.email == "ada@example.com")
        #expect(stored.passwordHash == FakePasswordHashing.currentPrefix + "correct horse")
        #expect(stored.createdAt == fixture.time.secondsSince1970)
        #expect(answer == welcomed(id: 1))
        #expect(try fixture.store.eventKinds(userID: 1) == [.signedIn])
        #expect(try fixture.store.securityEvents().first?.userAgent == "Firefox/128.0")
    }

    @Test(arguments: [1, 100])
    func aNameOf1To100CharactersIsAccepted(length: Int) throws {
        let name = String(repeating: "n", count: length)
        #expect(try register(name: name) == welcomed(id: 1, name: name))
    }

    @Test(arguments: [
        ("", "Enter your name."),
        ("   ", "Enter your name."),
        (String(repeating: "n", count: 101), "Use at most 100 characters for your name."),
    ])
    func anInvalidNameIsReportedNextToIt(name: String, message: String) throws {
        try expectRefusal(try register(name: name), RegisterViewModel(name: name, email: "ada@example.com", nameError: message))
    }

    @Test func anEmailOf254CharactersIsAccepted() throws {
        #expect(try register(email: EmailValidatorUseCaseTests.address(length: 254)) == welcomed(id: 1))
    }

    @Test(arguments: [
        (EmailValidatorUseCaseTests.address(length: 255), "Use at most 254 characters."),
        ("", "Enter your email address."),
        ("ada@example", "Enter an email address like name@example.com."),
        ("ada lovelace@example.com", "Enter an email address like name@example.com."),
    ])
    func anInvalidEmailIsReportedNextToIt(email: String, message: String) throws {
        try expectRefusal(try register(email: email), RegisterViewModel(name: "Ada Lovelace", email: email, emailError: message))
    }

    @Test(arguments: [8, 128])
    func aPasswordOf8Or128CharactersIsAccepted(length: Int) throws {
        #expect(try register(password: String(repeating: "p", count: length)) == welcomed(id: 1))
    }

    @Test(arguments: [
        (0, "Enter a password."),
        (7, "Use at least 8 characters."),
        (129, "Use at most 128 characters."),
    ])
    func anInvalidPasswordIsReportedNextToIt(length: Int, message: String) throws {
        try expectRefusal(
            try register(password: String(repeating: "p", count: length)),
            RegisterViewModel(name: "Ada Lovelace", email: "ada@example.com", passwordError: message))
    }

    @Test func aMismatchIsReportedNextToTheConfirmation() throws {
        try expectRefusal(
            try register(password: "correct horse", confirmation: "correct hose"),
            RegisterViewModel(name: "Ada Lovelace", email: "ada@example.com", passwordConfirmationError: "The passwords do not match."))
    }

    @Test func everyBadFieldIsReportedAtOnceAndWhatWasTypedIsKept() throws {
        try expectRefusal(
            try register(name: " ", email: "not an email", password: "short", confirmation: "other"),
            RegisterViewModel(
                name: " ", email: "not an email",
                nameError: "Enter your name.",
                emailError: "Enter an email address like name@example.com.",
                passwordError: "Use at least 8 characters.",
                passwordConfirmationError: "The passwords do not match."))
        #expect(fixture.hasher.hashedPasswords.isEmpty)
    }

    @Test func aTakenEmailIsReportedNextToIt() throws {
        try fixture.seedMember(email: "ada@example.com")
        let answer = try register(name: "Ada Again", email: "ADA@example.com")
        #expect(answer == .problems(RegisterViewModel(
            name: "Ada Again", email: "ADA@example.com", emailError: "An account with this email already exists.")))
        #expect(try fixture.store.memberCount() == 1)
    }

    @Test func anAddressPastItsSignUpLimitWaitsAndNothingIsCreated() throws {
        let limit = SignInThrottlePolicy.standard.signUpLimit
        let welcomes = try (0..<limit).map { index in try register(email: "member\(index)@example.com") }
        #expect(welcomes == (1...limit).map { welcomed(id: $0) })
        let refused = try register(email: "one-more@example.com")
        #expect(refused.throttled?.retryAfterSeconds == SignInThrottlePolicy.standard.window)
        #expect(refused.throttled?.model.error
            == "Too many sign-ups from your network, or for this address. Try again in 15 minutes.")
        #expect(refused.sessionChange == nil)
        #expect(try fixture.store.memberCount() == limit)
        try register(email: "elsewhere@example.com", from: "198.51.100.1")
        #expect(try fixture.store.memberCount() == limit + 1)
    }

    // MARK: - In Portuguese

    @Test func everyBadFieldIsReportedInThePagesLanguage() throws {
        let answer = try Language.$current.withValue(.brazilianPortuguese) { try RegisterPresenter(fixture).register(
            name: " ", email: "ada", password: "short", passwordConfirmation: "other",
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")) }
        try expectRefusal(answer, RegisterViewModel(
            name: " ", email: "ada", nameError: "Informe seu nome.", emailError: "Informe um e-mail no formato nome@exemplo.com.",
            passwordError: "Use pelo menos 8 caracteres.", passwordConfirmationError: "As senhas não conferem."))
    }

    @Test func theWelcomeIsInThePagesLanguage() throws {
        let answer = try Language.$current.withValue(.brazilianPortuguese) { try RegisterPresenter(fixture).register(
            name: "Ada Lovelace", email: "ada@example.com", password: "correct horse", passwordConfirmation: "correct horse",
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")) }
        #expect(answer == Answer.go(.memberPage(id: 1), flash: .success("Boas-vindas! Sua conta está pronta."))
            .signingIn(SignedInUser(id: 1, name: "Ada Lovelace", emailConfirmed: false), method: SignInMethod(.signUp)))
    }

    @Test(arguments: [(60, "1 minuto"), (900, "15 minutos")])
    func theSignUpWaitIsWrittenInPortuguese(seconds: Int, wording: String) {
        #expect(Language.$current.withValue(.brazilianPortuguese) { RegisterPresenter.tooManySignUpsMessage(retryAfterSeconds: seconds) }
            == "Muitos cadastros vindos da sua rede ou para este e-mail. Tente de novo em \(wording).")
    }

    @Test func everyFieldProblemHasItsWordsInTheCatalog() {
        let problems = [
            NameValidatorUseCase.missing, NameValidatorUseCase.tooLong, NameValidatorUseCase.hiddenCharacters,
            EmailValidatorUseCase.missing, EmailValidatorUseCase.tooLong, EmailValidatorUseCase.localPartTooLong,
            EmailValidatorUseCase.malformed, PasswordPolicyUseCase.missing, PasswordPolicyUseCase.tooShort,
            PasswordPolicyUseCase.tooLong, PasswordPolicyUseCase.mismatch,
        ]
        for problem in problems {
            #expect(problem.localizedMessage == problem.message)
            #expect(Language.$current.withValue(.brazilianPortuguese) { problem.localizedMessage } != problem.message)
        }
    }
}
