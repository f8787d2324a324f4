@testable import Secrets
import Testing

/// TOTP against RFC 6238's published SHA-1 vectors (the HMAC-SHA-1 under it is swift-crypto's,
/// tested there).
struct AuthenticatorCodeTests {
    /// RFC 6238, appendix B: the SHA-1 seed is the ASCII of "12345678901234567890".
    static let rfcSecret = Array("12345678901234567890".utf8)

    @Test(arguments: [
        (59, "94287082"), (1_111_111_109, "07081804"), (1_111_111_111, "14050471"),
        (1_234_567_890, "89005924"), (2_000_000_000, "69279037"), (20_000_000_000, "65353130"),
    ])
    func matchesRFC6238(time: Int, expected: String) {
        let step = AuthenticatorCode.step(at: time)
        #expect(AuthenticatorCode.code(secret: Self.rfcSecret, step: step, digits: 8) == expected)
        // Six digits are the last six of the eight: both are the same number modulo 10^n.
        #expect(AuthenticatorCode.code(secret: Self.rfcSecret, step: step) == String(expected.suffix(6)))
    }

    @Test func stepsAreThirtySeconds() {
        #expect(AuthenticatorCode.step(at: 0) == 0)
        #expect(AuthenticatorCode.step(at: 29) == 0)
        #expect(AuthenticatorCode.step(at: 30) == 1)
        #expect(AuthenticatorCode.step(at: 59) == 1)
    }

    @Test func newSecretsAreTwentyRandomBytes() {
        let first = AuthenticatorCode.newSecret()
        #expect(first.count == 20)
        #expect(first != AuthenticatorCode.newSecret())
    }
}
