import ScreenKitTesting
import DomainTesting
import Domain
@testable import LoginFeature
import Testing

@Suite("Sign-in throttle")
struct SignInThrottleUseCaseTests {
    let fixture = LoginFixture()
    let policy = SignInThrottlePolicy(accountLimit: 3, addressLimit: 5, window: 600)

    var throttle: SignInThrottleUseCase {
        SignInThrottleUseCase(attempts: fixture.attempts, clock: fixture.clock, policy: policy)
    }

    @Test func theStandardPolicyIs5PerAccountAnd20PerAddressIn15Minutes() {
        #expect(SignInThrottlePolicy.standard == SignInThrottlePolicy(accountLimit: 5, addressLimit: 20, window: 900))
    }

    @Test func keysIgnoreCaseAndSurroundingWhitespaceOfTheEmail() {
        #expect(SignInThrottleUseCase.accountKey(email: "  Ada@Example.COM ") == "account:ada@example.com")
        #expect(SignInThrottleUseCase.addressKey("192.0.2.7") == "address:192.0.2.7")
    }

    @Test func aFailureIsRecordedForTheAccountAndTheAddress() throws {
        try throttle.recordFailure(email: "Ada@example.com", address: "192.0.2.7")
        let now = fixture.clock.secondsSince1970
        #expect(fixture.attempts.times(for: "account:ada@example.com") == [now])
        #expect(fixture.attempts.times(for: "address:192.0.2.7") == [now])
    }

    @Test func anAccountIsThrottledAtItsLimitFromAnyAddress() throws {
        for attempt in 0..<policy.accountLimit {
            #expect(try throttle.check(email: "ada@example.com", address: "192.0.2.\(attempt)") == .allowed)
            try throttle.recordFailure(email: "ADA@example.com", address: "192.0.2.\(attempt)")
        }
        #expect(try throttle.check(email: "ada@example.com", address: "198.51.100.1") == .throttled(retryAfterSeconds: 600))
        #expect(try throttle.check(email: "grace@example.com", address: "198.51.100.1") == .allowed)
    }

    @Test func anAddressIsThrottledAtItsLimitForAnyAccount() throws {
        for attempt in 0..<policy.addressLimit {
            #expect(try throttle.check(email: "user\(attempt)@example.com", address: "192.0.2.7") == .allowed)
            try throttle.recordFailure(email: "user\(attempt)@example.com", address: "192.0.2.7")
        }
        #expect(try throttle.check(email: "someone@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 600))
        #expect(try throttle.check(email: "someone@example.com", address: "192.0.2.8") == .allowed)
    }

    @Test func theWaitLastsUntilTheOldestCountedFailureLeavesTheWindow() throws {
        for _ in 0..<policy.accountLimit {
            try throttle.recordFailure(email: "ada@example.com", address: "192.0.2.7")
            fixture.clock.advance(by: 100)
        }
        // Failures at 0, 100, 200; now is 300: the first leaves the window at 600.
        #expect(try throttle.check(email: "ada@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 300))
        fixture.clock.advance(by: 299)
        #expect(try throttle.check(email: "ada@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 1))
        fixture.clock.advance(by: 1)
        #expect(try throttle.check(email: "ada@example.com", address: "192.0.2.7") == .allowed)
    }

    @Test func whenBothAreThrottledTheLongerWaitIsAnnounced() throws {
        let both = SignInThrottlePolicy(accountLimit: 2, addressLimit: 2, window: 600)
        let throttle = SignInThrottleUseCase(attempts: fixture.attempts, clock: fixture.clock, policy: both)
        try throttle.recordFailure(email: "ada@example.com", address: "192.0.2.1")
        fixture.clock.advance(by: 50)
        try throttle.recordFailure(email: "grace@example.com", address: "192.0.2.7")
        try throttle.recordFailure(email: "ada@example.com", address: "192.0.2.7")
        // The account's oldest failure is 50 s old (550 left), the address's is new (600 left).
        #expect(try throttle.check(email: "ada@example.com", address: "192.0.2.7") == .throttled(retryAfterSeconds: 600))
        #expect(try throttle.check(email: "ada@example.com", address: "192.0.2.9") == .throttled(retryAfterSeconds: 550))
    }

    @Test func successClearsTheAccountButNotTheAddress() throws {
        try throttle.recordFailure(email: "ada@example.com", address: "192.0.2.7")
        try throttle.recordSuccess(email: " ADA@example.com")
        #expect(fixture.attempts.times(for: "account:ada@example.com").isEmpty)
        #expect(fixture.attempts.times(for: "address:192.0.2.7").count == 1)
    }

    @Test func failuresTooOldToCountAreForgottenWhenANewOneIsRecorded() throws {
        try throttle.recordFailure(email: "ada@example.com", address: "192.0.2.7")
        fixture.clock.advance(by: policy.window)
        try throttle.recordFailure(email: "grace@example.com", address: "198.51.100.1")
        #expect(fixture.attempts.keys == ["account:grace@example.com", "address:198.51.100.1"])
    }
}
