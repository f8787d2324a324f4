import ScreenKitTesting
import DomainTesting
import Domain
@testable import AccountFeature
import Testing

@Suite("Sign-in throttle")
struct SignInThrottleUseCaseTests {
    let fixture: LoginFixture
    let policy = SignInThrottlePolicy(accountLimit: 3, addressLimit: 5, window: 600, workLimit: 8, signUpLimit: 8)

    init() throws {
        fixture = try LoginFixture()
    }

    var throttle: SignInThrottleUseCase {
        SignInThrottleUseCase(attempts: fixture.signInAttempts, clock: fixture.time, policy: policy)
    }

    /// A sign-in that fails: admitted (and so counted), then never forgotten.
    @discardableResult
    func failedSignIn(_ email: String, from address: String, using throttle: SignInThrottleUseCase? = nil) throws -> SignInThrottleDecision {
        try (throttle ?? self.throttle).admitSignIn(email: email, address: address)
    }

    func isAllowed(_ decision: SignInThrottleDecision) -> Bool {
        if case .allowed = decision { return true }
        return false
    }

    @Test func theStandardPolicyIs5PerAccount20PerAddressAnd1000SignInsPerAddressIn15Minutes() {
        #expect(SignInThrottlePolicy.standard == SignInThrottlePolicy(
            accountLimit: 5, addressLimit: 20, window: 900, workLimit: 1000, signUpLimit: 100, mailLimit: 3, mailAddressLimit: 10,
            mailMemberLimit: 10, challengeMemberLimit: 30))
    }

    /// A right password before a second step is no failure, but no completed sign-in either:
    /// it forgets its own count in advance and no wrong code; completing forgets both.
    @Test func aPassedStepForgetsOnlyItselfAndACompletedSignInForgetsTheWrongCodesToo() throws {
        for _ in 0..<2 {
            guard case .allowed = try throttle.admitSecondStep(memberID: 1, address: "192.0.2.7") else {
                Issue.record("a code was refused")
                return
            }
        }
        try failedSignIn("ada@example.com", from: "192.0.2.7")
        guard case .allowed(let password) = try throttle.admitSignIn(email: "ada@example.com", address: "192.0.2.8") else {
            Issue.record("the password was refused")
            return
        }
        try throttle.passed(password)
        #expect(try fixture.store.attemptTimes(key: "second-step:1").count == 2)
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").count == 1)
        #expect(try fixture.store.attemptTimes(key: "address:192.0.2.8").isEmpty)

        guard case .allowed(let code) = try throttle.admitSecondStep(memberID: 1, address: "192.0.2.8") else {
            Issue.record("the right code was refused")
            return
        }
        try throttle.completed(email: "ada@example.com", memberID: 1, ticket: code)
        #expect(try fixture.store.attemptTimes(key: "second-step:1").isEmpty)
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").isEmpty)
        #expect(try fixture.store.attemptTimes(key: "address:192.0.2.7").count == 3)
    }

    /// Wrong codes are counted per member, from any address, with the account's limit.
    @Test func wrongCodesAreLimitedPerMemberWhateverTheAddress() throws {
        for index in 0..<policy.accountLimit {
            #expect(isAllowed(try throttle.admitSecondStep(memberID: 1, address: "192.0.2.\(index)")))
        }
        #expect(!isAllowed(try throttle.admitSecondStep(memberID: 1, address: "198.51.100.1")))
        #expect(isAllowed(try throttle.admitSecondStep(memberID: 2, address: "198.51.100.1")))
    }

    @Test func keysIgnoreCaseSpellingAndSurroundingWhitespaceOfTheEmail() {
        #expect(SignInThrottleUseCase.accountKey(email: "  Ada@Example.COM ") == "account:ada@example.com")
        #expect(SignInThrottleUseCase.accountKey(email: "E\u{301}ve@example.com") == SignInThrottleUseCase.accountKey(email: "\u{C9}VE@example.com"))
        #expect(SignInThrottleUseCase.addressKey("192.0.2.7") == "address:192.0.2.7")
    }

    /// One subscriber gets a /64: every address in it is one client.
    @Test func ipv6ClientsAreCountedPerSlash64() {
        #expect(SignInThrottleUseCase.addressKey("2001:db8:1:2:aaaa::1") == "address:2001:db8:1:2::/64")
        #expect(SignInThrottleUseCase.addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff") == "address:2001:db8:1:2::/64")
        #expect(SignInThrottleUseCase.workKey("2001:db8:1:3::1") == "work:2001:db8:1:3::/64")
        // An IPv4 client is counted by its own address, however the socket wrote it.
        #expect(SignInThrottleUseCase.addressKey("192.0.2.7") == "address:192.0.2.7")
    }

    @Test func aSignInIsCountedAsAFailureBeforeItsPasswordIsChecked() throws {
        try failedSignIn("Ada@example.com", from: "192.0.2.7")
        let now = fixture.time.secondsSince1970
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com") == [now])
        #expect(try fixture.store.attemptTimes(key: "address:192.0.2.7") == [now])
        #expect(try fixture.store.attemptTimes(key: "work:192.0.2.7") == [now])
    }

    @Test func anAccountIsThrottledAtItsLimitFromAnyAddress() throws {
        for attempt in 0..<policy.accountLimit {
            #expect(isAllowed(try failedSignIn("ADA@example.com", from: "192.0.2.\(attempt)")))
        }
        #expect(try failedSignIn("ada@example.com", from: "198.51.100.1") == .throttled(retryAfterSeconds: 600))
        #expect(isAllowed(try failedSignIn("grace@example.com", from: "198.51.100.1")))
    }

    @Test func anAddressIsThrottledAtItsLimitForAnyAccount() throws {
        for attempt in 0..<policy.addressLimit {
            #expect(isAllowed(try failedSignIn("user\(attempt)@example.com", from: "192.0.2.7")))
        }
        #expect(try failedSignIn("someone@example.com", from: "192.0.2.7") == .throttled(retryAfterSeconds: 600))
        #expect(isAllowed(try failedSignIn("someone@example.com", from: "192.0.2.8")))
    }

    @Test func aRefusedAttemptIsNotCounted() throws {
        for _ in 0..<policy.accountLimit { try failedSignIn("ada@example.com", from: "192.0.2.7") }
        try failedSignIn("ada@example.com", from: "192.0.2.7")
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").count == policy.accountLimit)
        #expect(try fixture.store.attemptTimes(key: "work:192.0.2.7").count == policy.accountLimit)
    }

    @Test func theWaitLastsUntilTheOldestCountedFailureLeavesTheWindow() throws {
        for _ in 0..<policy.accountLimit {
            try failedSignIn("ada@example.com", from: "192.0.2.7")
            fixture.time.advance(by: 100)
        }
        // Failures at 0, 100, 200; now is 300: the first leaves the window at 600.
        #expect(try failedSignIn("ada@example.com", from: "192.0.2.7") == .throttled(retryAfterSeconds: 300))
        fixture.time.advance(by: 299)
        #expect(try failedSignIn("ada@example.com", from: "192.0.2.7") == .throttled(retryAfterSeconds: 1))
        fixture.time.advance(by: 1)
        #expect(isAllowed(try failedSignIn("ada@example.com", from: "192.0.2.7")))
    }

    @Test func whenBothAreThrottledTheLongerWaitIsAnnounced() throws {
        let both = SignInThrottleUseCase(
            attempts: fixture.signInAttempts, clock: fixture.time, policy: SignInThrottlePolicy(accountLimit: 2, addressLimit: 2, window: 600))
        try failedSignIn("ada@example.com", from: "192.0.2.1", using: both)
        fixture.time.advance(by: 50)
        try failedSignIn("grace@example.com", from: "192.0.2.7", using: both)
        try failedSignIn("ada@example.com", from: "192.0.2.7", using: both)
        // The account's oldest failure is 50 s old (550 left), the address's is new (600 left).
        #expect(try failedSignIn("ada@example.com", from: "192.0.2.7", using: both) == .throttled(retryAfterSeconds: 600))
        #expect(try failedSignIn("ada@example.com", from: "192.0.2.9", using: both) == .throttled(retryAfterSeconds: 550))
    }

    @Test func successForgetsItsFailuresAndClearsTheAccountButKeepsTheAddressAndTheWork() throws {
        try failedSignIn("ada@example.com", from: "192.0.2.7")
        guard case .allowed(let ticket) = try throttle.admitSignIn(email: "ada@example.com", address: "192.0.2.7") else {
            Issue.record("the second sign-in was refused")
            return
        }
        try throttle.completed(email: " ADA@example.com", memberID: 1, ticket: ticket)
        #expect(try fixture.store.attemptTimes(key: "account:ada@example.com").isEmpty)
        #expect(try fixture.store.attemptTimes(key: "address:192.0.2.7").count == 1)
        #expect(try fixture.store.attemptTimes(key: "work:192.0.2.7").count == 2)
    }

    /// Every sign-in and sign-up costs a hash: past the work limit an address waits even when
    /// every one of them succeeded.
    @Test func successfulSignInsAndSignUpsAreLimitedPerAddress() throws {
        for index in 0..<policy.workLimit {
            let decision = index.isMultiple(of: 2)
                ? try throttle.admitSignUp(email: "new\(index)@example.com", address: "192.0.2.7")
                : try throttle.admitSignIn(email: "member\(index)@example.com", address: "192.0.2.7")
            guard case .allowed(let ticket) = decision else {
                Issue.record("attempt \(index) was refused")
                return
            }
            if !index.isMultiple(of: 2) { try throttle.completed(email: "member\(index)@example.com", memberID: index, ticket: ticket) }
        }
        #expect(try throttle.admitSignUp(email: "next@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 600))
        #expect(try throttle.admitSignIn(email: "new@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 600))
        #expect(isAllowed(try throttle.admitSignUp(email: "next@example.com", address: "192.0.2.8")))
    }

    /// Sign-ups mail an address nobody has proven: a client may sign up a class, not a city.
    @Test func signUpsAreLimitedPerClientAndPerAddressTyped() throws {
        let strict = SignInThrottleUseCase(
            attempts: fixture.signInAttempts, clock: fixture.time,
            policy: SignInThrottlePolicy(accountLimit: 3, addressLimit: 5, window: 600, workLimit: 100, signUpLimit: 4, mailLimit: 2))
        for index in 0..<4 {
            #expect(isAllowed(try strict.admitSignUp(email: "new\(index)@example.com", address: "192.0.2.7")))
        }
        #expect(try strict.admitSignUp(email: "another@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 600))
        #expect(isAllowed(try strict.admitSignUp(email: "twice@example.com", address: "192.0.2.8")))
        #expect(isAllowed(try strict.admitSignUp(email: "TWICE@example.com", address: "192.0.2.9")))
        #expect(try strict.admitSignUp(email: "twice@example.com", address: "192.0.2.10") == .throttled(retryAfterSeconds: 600))
    }

    /// A member asking for mail is counted as themselves, wherever they are.
    @Test func mailAMemberAsksForIsLimitedPerMember() throws {
        for index in 0..<10 {
            #expect(isAllowed(try throttle.admitMail(email: "to\(index)@example.com", address: "192.0.2.\(index)", memberID: 7)))
        }
        #expect(try throttle.admitMail(email: "more@example.com", address: "198.51.100.1", memberID: 7) == .throttled(retryAfterSeconds: 600))
        #expect(isAllowed(try throttle.admitMail(email: "more@example.com", address: "198.51.100.1", memberID: 8)))
    }
}
