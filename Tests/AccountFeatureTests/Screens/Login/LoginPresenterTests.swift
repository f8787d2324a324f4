import Domain
import DomainTesting
@testable import AccountFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-in presenter")
struct LoginPresenterTests {
    let view = ViewSpy<LoginViewModel>()
    let coordinator = LoginCoordinatorSpy()
    let fixture: LoginFixture
    static let address = "192.0.2.7"

    init() {
        var fixture = LoginFixture()
        fixture.throttle = SignInThrottlePolicy(accountLimit: 3, addressLimit: 5, window: 900)
        self.fixture = fixture
    }

    var presenter: LoginPresenter {
        LoginPresenter(view: view, coordinator: coordinator, dependencies: fixture.dependencies)
    }

    func signIn(
        _ email: String, _ password: String, next: String? = nil, remember: Bool = false, from address: String = address
    ) throws {
        try presenter.signIn(
            email: email, password: password, remember: remember, next: next,
            device: SessionDevice(userAgent: "Firefox/128.0", clientAddress: address))
    }

    // MARK: - The form

    @Test func aSignedOutVisitorGetsTheEmptyForm() {
        presenter.load(next: nil)
        #expect(view.shown == [LoginViewModel()])
        #expect(coordinator.signIns.isEmpty)
    }

    @Test func theFormCarriesASafeNext() {
        presenter.load(next: "/users?page=2")
        #expect(view.shown == [LoginViewModel(next: "/users?page=2")])
    }

    @Test(arguments: ["//evil.example", "https://evil.example", "/\t/evil.example"])
    func theFormDropsAnUnsafeNext(next: String) {
        presenter.load(next: next)
        #expect(view.shown == [LoginViewModel(next: nil)])
    }

    // MARK: - Signing in

    @Test func theRightPasswordSignsInAndGoesOnWithoutANext() throws {
        let member = try fixture.seedMember()
        try signIn("ada@example.com", "correct horse")
        #expect(coordinator.signIns.map(\.user) == [SignedInUser(id: member.id, name: member.name)])
        #expect(coordinator.signIns.map(\.next) == [nil])
        #expect(view.problems.isEmpty && view.throttled.isEmpty)
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
        try fixture.seedMember()
        try signIn("ada@example.com", "correct horse", next: next)
        #expect(coordinator.signIns.count == 1)
        #expect(coordinator.signIns.first?.next == followed)
    }

    @Test func aWrongPasswordShowsTheGenericMessageAndKeepsTheEmail() throws {
        let member = try fixture.seedMember()
        try signIn(" Ada@Example.com", "wrong horse", next: "/users/2")
        #expect(view.problems == [LoginViewModel(email: " Ada@Example.com", next: "/users/2", error: "The email or password is incorrect.")])
        #expect(coordinator.signIns.isEmpty)
        #expect(fixture.passwords.verified == [.init(password: "wrong horse", stored: member.passwordHash)])
    }

    @Test func anUnknownEmailLooksExactlyLikeAWrongPassword() throws {
        try fixture.seedMember()
        try signIn("nobody@example.com", "correct horse")
        #expect(view.problems == [LoginViewModel(email: "nobody@example.com", error: LoginPresenter.incorrectCredentialsMessage)])
        #expect(fixture.passwords.verified == [.init(password: "correct horse", stored: nil)])
        #expect(coordinator.signIns.isEmpty)
    }

    @Test func aFailureIsRecordedForTheAccountAndTheAddress() throws {
        try fixture.seedMember()
        try signIn("ADA@example.com", "wrong horse")
        #expect(fixture.attempts.times(for: "account:ada@example.com").count == 1)
        #expect(fixture.attempts.times(for: "address:\(Self.address)").count == 1)
    }

    @Test func aSuccessClearsTheAccountsFailures() throws {
        try fixture.seedMember()
        try signIn("ada@example.com", "wrong horse")
        try signIn("ada@example.com", "correct horse")
        #expect(fixture.attempts.times(for: "account:ada@example.com").isEmpty)
        #expect(fixture.attempts.times(for: "address:\(Self.address)").count == 1)
        #expect(coordinator.signIns.count == 1)
    }

    @Test func anOldHashIsRehashedOnSignIn() throws {
        let member = try fixture.users.seed(name: "Grace", email: "grace@example.com", passwordHash: fixture.passwords.legacyHash("cobol rules"))
        try signIn("grace@example.com", "cobol rules")
        #expect(try fixture.users.user(id: member.id)?.passwordHash == FakePasswordHashing.currentPrefix + "cobol rules")
        #expect(coordinator.signIns.count == 1)
    }

    // MARK: - The email's bound

    /// No address longer than the e-mail field's 254 bytes has an account: a longer one fails
    /// like a wrong password, before it becomes a throttle key (a row of its size) or costs a
    /// hash. Its quicker answer tells only that it is too long, which the sender knows.
    @Test(arguments: [255, 60_000])
    func anOverLongEmailFailsLikeAWrongPasswordWithoutARowOrAHash(bytes: Int) throws {
        try fixture.seedMember()
        let email = String(repeating: "a", count: bytes - "@example.com".utf8.count) + "@example.com"
        try signIn(email, "correct horse", next: "/users/2")
        #expect(view.problems == [LoginViewModel(email: email, next: "/users/2", error: LoginPresenter.incorrectCredentialsMessage)])
        #expect(fixture.attempts.keys.isEmpty)
        #expect(fixture.passwords.verified.isEmpty)
        #expect(fixture.securityLog.all.isEmpty)
        #expect(coordinator.signIns.isEmpty)
    }

    /// The bound is the field's own: the address trimmed and in NFC, as sign-up stored it.
    @Test(arguments: [
        String(repeating: "a", count: 242) + "@example.com",
        // 375 bytes as typed (e + combining acute), 254 once composed.
        String(repeating: "e\u{301}", count: 121) + "@example.com",
        "  ada@example.com" + String(repeating: " ", count: 1_000),
    ])
    func anEmailWithinTheBoundIsCheckedAsUsual(email: String) throws {
        try signIn(email, "wrong horse")
        #expect(view.problems.map(\.error) == [LoginPresenter.incorrectCredentialsMessage])
        #expect(fixture.passwords.verified.count == 1)
        #expect(fixture.attempts.keys.filter { $0.hasPrefix("account:") }.count == 1)
    }

    // MARK: - Throttling

    @Test func anAccountAtItsLimitIsRefusedWithoutCheckingThePassword() throws {
        try fixture.seedMember()
        for attempt in 0..<fixture.throttle.accountLimit {
            try signIn("ada@example.com", "guess \(attempt)", from: "198.51.100.\(attempt)")
        }
        #expect(view.problems.count == fixture.throttle.accountLimit)
        let verifications = fixture.passwords.verified.count

        try signIn("ADA@example.com", "correct horse", next: "/users/2", from: "203.0.113.9")
        #expect(fixture.passwords.verified.count == verifications)
        #expect(coordinator.signIns.isEmpty)
        #expect(view.throttled.map(\.retryAfterSeconds) == [900])
        #expect(view.throttled.map(\.model) == [LoginViewModel(
            email: "ADA@example.com", next: "/users/2", error: "Too many sign-in attempts. Try again in 15 minutes.")])
    }

    @Test func anAddressAtItsLimitIsRefusedWithoutCheckingThePassword() throws {
        try fixture.seedMember()
        for attempt in 0..<fixture.throttle.addressLimit {
            try signIn("user\(attempt)@example.com", "guess")
        }
        let verifications = fixture.passwords.verified.count
        try signIn("ada@example.com", "correct horse")
        #expect(fixture.passwords.verified.count == verifications)
        #expect(coordinator.signIns.isEmpty)
        #expect(view.throttled.map(\.retryAfterSeconds) == [900])
        #expect(view.throttled.count == 1)

        try signIn("ada@example.com", "correct horse", from: "198.51.100.1")
        #expect(coordinator.signIns.count == 1)
    }

    @Test func aThrottledAttemptIsNotCountedAsAnotherFailure() throws {
        for _ in 0...fixture.throttle.accountLimit {
            try signIn("ada@example.com", "guess")
        }
        #expect(view.throttled.count == 1)
        #expect(fixture.attempts.times(for: "account:ada@example.com").count == fixture.throttle.accountLimit)
    }

    @Test func signingInWorksAgainOnceTheWindowHasPassed() throws {
        try fixture.seedMember()
        for _ in 0..<fixture.throttle.accountLimit {
            try signIn("ada@example.com", "guess")
        }
        fixture.clock.advance(by: fixture.throttle.window - 1)
        try signIn("ada@example.com", "correct horse")
        #expect(view.throttled.map(\.retryAfterSeconds) == [1])
        #expect(view.throttled.last?.model.error == "Too many sign-in attempts. Try again in 1 minute.")
        fixture.clock.advance(by: 1)
        try signIn("ada@example.com", "correct horse")
        #expect(coordinator.signIns.count == 1)
    }

    @Test(arguments: [(1, "1 minute"), (59, "1 minute"), (60, "1 minute"), (61, "2 minutes"), (900, "15 minutes"), (0, "1 minute")])
    func theWaitIsInWholeMinutesRoundedUp(seconds: Int, wording: String) {
        #expect(LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds) == "Too many sign-in attempts. Try again in \(wording).")
    }

    // MARK: - The security log and remembering

    @Test func theAccountsLogRecordsASignInAndAWrongPasswordButNotAnUnknownEmail() throws {
        let member = try fixture.seedMember()
        try signIn("ada@example.com", "wrong horse")
        try signIn("nobody@example.com", "wrong horse")
        try signIn("ada@example.com", "correct horse")
        #expect(fixture.securityLog.kinds(userID: member.id) == [.signInFailed, .signedIn])
        #expect(fixture.securityLog.all.count == 2)
        #expect(fixture.securityLog.all.last?.clientAddress == Self.address)
        #expect(fixture.securityLog.all.last?.userAgent == "Firefox/128.0")
    }

    @Test func aThrottledSignInIsLoggedForTheAccount() throws {
        let member = try fixture.seedMember()
        for _ in 0..<fixture.throttle.accountLimit { try signIn("ada@example.com", "wrong horse") }
        try signIn("ada@example.com", "correct horse")
        #expect(fixture.securityLog.kinds(userID: member.id).last == .signInThrottled)
        #expect(coordinator.signIns.isEmpty)
    }

    @Test func rememberMeIsPassedOnAndKeptOnAFailure() throws {
        try fixture.seedMember()
        try signIn("ada@example.com", "wrong horse", remember: true)
        #expect(view.problems.map(\.remember) == [true])
        try signIn("ada@example.com", "correct horse", remember: true)
        try signIn("ada@example.com", "correct horse", remember: false)
        #expect(coordinator.remembered == [true, false])
    }
}
