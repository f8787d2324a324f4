import HTTPCore
@testable import ScreenKit
import Secrets
import Testing

@Suite("CSRF tokens")
struct CSRFProtectionTests {
    let csrf = CSRFProtection(authenticator: MessageAuthenticator(key: MessageAuthenticator.randomKey()))
    let now = 1_800_000_000

    @Test(arguments: [CSRFProtection.Binding.anonymous("visitor"), .session("secret"), .anonymous("")])
    func aTokenIsTheTimeAndTheTagOfBindingAndTime(binding: CSRFProtection.Binding) {
        let token = csrf.token(for: binding, now: now)
        let expectedTag = csrf.authenticator.tag(for: Array((binding.label + "|" + String(now)).utf8))
        #expect(token == String(now) + "." + Base64URL.encode(expectedTag))
    }

    @Test func aTokenIsValidForItsBindingOnly() {
        let binding = CSRFProtection.Binding.session("secret-a")
        let token = csrf.token(for: binding, now: now)
        #expect(csrf.refusal(of: token, for: binding, now: now) == nil)
        #expect(csrf.refusal(of: token, for: .session("secret-b"), now: now) == .forged)
        #expect(csrf.refusal(of: token, for: .anonymous("secret-a"), now: now) == .forged)
        #expect(csrf.refusal(of: token, for: nil, now: now) == .forged)
    }

    @Test func aTokenFromAnotherKeyIsForged() {
        let other = CSRFProtection(authenticator: MessageAuthenticator(key: MessageAuthenticator.randomKey()))
        let binding = CSRFProtection.Binding.anonymous("visitor")
        #expect(csrf.refusal(of: other.token(for: binding, now: now), for: binding, now: now) == .forged)
    }

    @Test(arguments: [nil, ""])
    func aMissingTokenIsRefused(token: String?) {
        #expect(csrf.refusal(of: token, for: .anonymous("visitor"), now: now) == .missing)
    }

    @Test(arguments: ["garbage", "1.2.3", "x.abc", "0001800000000.abc", "1800000000.***", "1800000000."])
    func aMalformedTokenIsRefused(token: String) {
        let refusal = csrf.refusal(of: token, for: .anonymous("visitor"), now: now)
        #expect(refusal == .malformed || refusal == .forged)
    }

    @Test func aTamperedTimeIsForged() throws {
        let binding = CSRFProtection.Binding.anonymous("visitor")
        let token = csrf.token(for: binding, now: now)
        let tag = try #require(token.split(separator: ".").last)
        #expect(csrf.refusal(of: "\(now + 1).\(tag)", for: binding, now: now) == .forged)
    }

    @Test func anOldTokenIsStale() {
        let anonymous = CSRFProtection.Binding.anonymous("visitor")
        let token = csrf.token(for: anonymous, now: now)
        #expect(csrf.refusal(of: token, for: anonymous, now: now + csrf.anonymousLifetimeSeconds) == nil)
        #expect(csrf.refusal(of: token, for: anonymous, now: now + csrf.anonymousLifetimeSeconds + 1) == .stale)
        let session = CSRFProtection.Binding.session("secret")
        let signedIn = csrf.token(for: session, now: now)
        #expect(csrf.refusal(of: signedIn, for: session, now: now + csrf.signedInLifetimeSeconds + 1) == .stale)
        #expect(csrf.refusal(of: csrf.token(for: anonymous, now: now + 3600), for: anonymous, now: now) == .stale)
    }

}
