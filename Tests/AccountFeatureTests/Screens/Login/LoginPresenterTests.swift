import Domain
import DomainTesting
@testable import AccountFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-in presenter")
struct LoginPresenterTests {
    typealias SignInAnswer = Answer<LoginViewModel, LoginPresenter.Destination>

    let fixture: LoginFixture
    static let address = "192.0.2.7"

    init() throws {
        fixture = try LoginFixture(signInThrottle: SignInThrottlePolicy(accountLimit: 3, addressLimit: 5, window: 900))
    }

    var presenter: LoginPresenter {
        LoginPresenter(fixture)
    }

    @discardableResult
    func signIn(
        _ email: String, _ password: String, next: String? = nil, remember: Bool = false, from address: String = address
    ) throws -> SignInAnswer {
        try presenter.signIn(
            email: email, password: password, remember: remember, next: next,
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: address))
    }

    /// What a sign-in that worked answers: on to `destination` (the member's page by default),
    /// starting a session for `member`.
    func signedIn(_ member: User, to destination: LoginPresenter.Destination? = nil, remember: Bool = false) -> SignInAnswer {
        .go(destination ?? .memberPage(id: member.id)).signingIn(SignedInUser(id: member.id, name: member.name), remember: remember)
    }

    // MARK: - The form

    @Test func aSignedOutVisitorGetsTheEmptyForm() {
        #expect(presenter.load(next: nil) == .show(LoginViewModel()))
    }

    @Test func theFormCarriesASafeNext() {
        #expect(presenter.load(next: "/users?page=2") == .show(LoginViewModel(next: "/users?page=2")))
    }

    @Test(arguments: ["//evil.example", "https://evil.example", "/\t/evil.example"])
    func theFormDropsAnUnsafeNext(next: String) {
        #expect(presenter.load(next: next) == .show(LoginViewModel(next: nil)))
    }

    // MARK: - Signing in

    @Test func theRightPasswordSignsInAndGoesOnWithoutANext() throws {
        let member = try fixture.seedMember()
        #expect(try signIn("ada@example.com", "correct horse") == signedIn(member))
    }

    @Test(arguments: [
        ("/users/2", "/users/2"),
        ("/users?page=2", "/users?page=2"),
        ("//evil.example", nil),
        ("/\\evil.example", nil),
        ("https://evil.example", nil),
        ("/\t/evil.example", nil),
        ("javascript:alert(1)", nil),
        ("", nil),
        ("users", nil),
        ("/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"),
    ] as [(String, String?)])
    func aSuccessfulSignInFollowsOnlyASafeNext(next: String, followed: String?) throws {
        let member = try fixture.seedMember()
        #expect(try signIn("ada@example.com", "correct horse", next: next) == signedIn(member, to: followed.map(LoginPresenter.Destination.next)))
    }

    @Test func aWrongPasswordShowsTheGenericMessageAndKeepsTheEmail() throws {
        let member = try fixture.seedMember()
        let answer = try signIn(" Ada@Example.com", "wrong horse", next: "/users/2")
        #expect(answer == .problems(LoginViewModel(email: " Ada@Example.com", next: "/users/2", error: "The email or password is incorrect.")))
        #expect(fixture.hasher.verified == [.init(password: "wrong horse", stored: member.passwordHash)])
    }

    @Test func anUnknownEmailLooksExactlyLikeAWrongPassword() throws {
        try fixture.seedMember()
        let answer = try signIn("nobody@example.com", "correct horse")
        #expect(answer == .problems(LoginViewModel(email: "nobody@example.com", error: "The email or password is incorrect.")))
        #expect(fixture.hasher.verified == [.init(password: "correct horse", stored: nil)])
    }

    @Test func aFailureIsRecordedForTheAccountAndTheAddress() throws {
        try fixture.seedMember()
        try signIn("ADA@example.com", "wrong horse")
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").count == 1)
        #expect(try fixture.store.attemptTimes(key: "address:\(Self.address)").count == 1)
    }

    @Test func aSuccessClearsTheAccountsFailures() throws {
        let member = try fixture.seedMember()
        #expect(try signIn("ada@example.com", "wrong horse").sessionChange == nil)
        #expect(try signIn("ada@example.com", "correct horse") == signedIn(member))
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").isEmpty)
        #expect(try fixture.store.attemptTimes(key: "address:\(Self.address)").count == 1)
    }

    @Test func anOldHashIsRehashedOnSignIn() throws {
        let member = try fixture.store.seed(name: "Grace", email: "grace@example.com", passwordHash: fixture.hasher.legacyHash("cobol rules"))
        #expect(try signIn("grace@example.com", "cobol rules") == signedIn(member))
        #expect(try fixture.users.user(id: member.id)?.passwordHash == FakePasswordHashing.currentPrefix + "cobol rules")
    }

    // MARK: - The email's bound

    /// No address longer than the e-mail field's 254 bytes has an account: a longer one fails
    /// like a wrong password, before it becomes a throttle key (a row of its size) or costs a
    /// hash. Its quicker answer tells only that it is too long, which the sender knows.
    @Test(arguments: [255, 60_000])
    func anOverLongEmailFailsLikeAWrongPasswordWithoutARowOrAHash(bytes: Int) throws {
        try fixture.seedMember()
        let email = String(repeating: "a", count: bytes - "@example.com".utf8.count) + "@example.com"
        let answer = try signIn(email, "correct horse", next: "/users/2")
        #expect(answer == .problems(LoginViewModel(email: email, next: "/users/2", error: "The email or password is incorrect.")))
        #expect(try fixture.store.attemptKeys().isEmpty)
        #expect(fixture.hasher.verified.isEmpty)
        #expect(try fixture.store.securityEvents().isEmpty)
    }

    /// The bound is the field's own: the address trimmed and in NFC, as sign-up stored it.
    @Test(arguments: [
        String(repeating: "a", count: 242) + "@example.com",
        // 375 bytes as typed (e + combining acute), 254 once composed.
        String(repeating: "e\u{301}", count: 121) + "@example.com",
        "  ada@example.com" + String(repeating: " ", count: 1_000),
    ])
    func anEmailWithinTheBoundIsCheckedAsUsual(email: String) throws {
        #expect(try signIn(email, "wrong horse").problems?.error == "The email or password is incorrect.")
        #expect(fixture.hasher.verified.count == 1)
        #expect(try fixture.store.attemptKeys().filter { $0.hasPrefix("account:") }.count == 1)
    }

    // MARK: - Throttling

    @Test func anAccountAtItsLimitIsRefusedWithoutCheckingThePassword() throws {
        try fixture.seedMember()
        let guesses = try (0..<fixture.signInThrottle.accountLimit).map { attempt in
            try signIn("ada@example.com", "guess \(attempt)", from: "198.51.100.\(attempt)")
        }
        #expect(guesses.allSatisfy { $0.problems != nil })
        let verifications = fixture.hasher.verified.count

        let answer = try signIn("ADA@example.com", "correct horse", next: "/users/2", from: "203.0.113.9")
        #expect(fixture.hasher.verified.count == verifications)
        #expect(answer == .throttled(
            LoginViewModel(email: "ADA@example.com", next: "/users/2", error: "Too many sign-in attempts. Try again in 15 minutes."),
            retryAfterSeconds: 900))
    }

    @Test func anAddressAtItsLimitIsRefusedWithoutCheckingThePassword() throws {
        let member = try fixture.seedMember()
        let guesses = try (0..<fixture.signInThrottle.addressLimit).map { attempt in
            try signIn("user\(attempt)@example.com", "guess")
        }
        #expect(guesses.allSatisfy { $0.throttled == nil })
        let verifications = fixture.hasher.verified.count
        let answer = try signIn("ada@example.com", "correct horse")
        #expect(fixture.hasher.verified.count == verifications)
        #expect(answer.throttled?.retryAfterSeconds == 900)
        #expect(answer.sessionChange == nil)

        #expect(try signIn("ada@example.com", "correct horse", from: "198.51.100.1") == signedIn(member))
    }

    @Test func aThrottledAttemptIsNotCountedAsAnotherFailure() throws {
        let answers = try (0...fixture.signInThrottle.accountLimit).map { _ in try signIn("ada@example.com", "guess") }
        #expect(answers.map { $0.throttled != nil } == Array(repeating: false, count: fixture.signInThrottle.accountLimit) + [true])
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").count == fixture.signInThrottle.accountLimit)
    }

    @Test func signingInWorksAgainOnceTheWindowHasPassed() throws {
        let member = try fixture.seedMember()
        for _ in 0..<fixture.signInThrottle.accountLimit {
            try signIn("ada@example.com", "guess")
        }
        fixture.time.advance(by: fixture.signInThrottle.window - 1)
        let refused = try signIn("ada@example.com", "correct horse")
        #expect(refused.throttled?.retryAfterSeconds == 1)
        #expect(refused.throttled?.model.error == "Too many sign-in attempts. Try again in 1 minute.")
        fixture.time.advance(by: 1)
        #expect(try signIn("ada@example.com", "correct horse") == signedIn(member))
    }

    @Test(arguments: [(1, "1 minute"), (59, "1 minute"), (60, "1 minute"), (61, "2 minutes"), (900, "15 minutes"), (0, "1 minute")])
    func theWaitIsInWholeMinutesRoundedUp(seconds: Int, wording: String) {
        #expect(LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds) == "Too many sign-in attempts. Try again in \(wording).")
    }

    @Test(arguments: [(60, "1 minuto"), (61, "2 minutos"), (900, "15 minutos")])
    func theWaitIsWrittenInPortuguese(seconds: Int, wording: String) {
        #expect(Language.$current.withValue(.brazilianPortuguese) { LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds) }
            == "Muitas tentativas de entrar. Tente de novo em \(wording).")
    }

    // MARK: - In Portuguese

    @Test func aWrongPasswordIsToldInThePagesLanguage() throws {
        try fixture.seedMember()
        let answer = try Language.$current.withValue(.brazilianPortuguese) { try LoginPresenter(fixture).signIn(
            email: "ada@example.com", password: "wrong horse", remember: false, next: nil,
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: Self.address)) }
        #expect(answer.problems?.error == "E-mail ou senha incorretos.")
    }

    @Test func theCatalogsHaveEveryKeyInEveryLanguage() {
        #expect(AccountText.messages.problems.isEmpty, "\(AccountText.messages.problems)")
        #expect(AccountText.messages.untranslated.isEmpty)
    }

    // MARK: - The security log and remembering

    @Test func theAccountsLogRecordsASignInAndAWrongPasswordButNotAnUnknownEmail() throws {
        let member = try fixture.seedMember()
        try signIn("ada@example.com", "wrong horse")
        try signIn("nobody@example.com", "wrong horse")
        try signIn("ada@example.com", "correct horse")
        #expect(try fixture.store.eventKinds(userID: member.id) == [.signInFailed, .signedIn])
        #expect(try fixture.store.securityEvents().count == 2)
        #expect(try fixture.store.securityEvents().last?.clientAddress == Self.address)
        #expect(try fixture.store.securityEvents().last?.userAgent == "Firefox/128.0")
    }

    @Test func aThrottledSignInIsLoggedForTheAccount() throws {
        let member = try fixture.seedMember()
        for _ in 0..<fixture.signInThrottle.accountLimit { try signIn("ada@example.com", "wrong horse") }
        let answer = try signIn("ada@example.com", "correct horse")
        #expect(try fixture.store.eventKinds(userID: member.id).last == .signInThrottled)
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
    }

    @Test func rememberMeIsPassedOnAndKeptOnAFailure() throws {
        let member = try fixture.seedMember()
        #expect(try signIn("ada@example.com", "wrong horse", remember: true).problems?.remember == true)
        #expect(try signIn("ada@example.com", "correct horse", remember: true) == signedIn(member, remember: true))
        #expect(try signIn("ada@example.com", "correct horse", remember: false) == signedIn(member, remember: false))
    }
}
