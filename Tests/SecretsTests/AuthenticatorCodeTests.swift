@testable import Secrets
import Testing

/// TOTP against RFC 6238's published SHA-1 vectors, and the hash under it against FIPS 180's
/// and RFC 2202's.
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

    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
    ])
    func sha1MatchesFIPS180(message: String, digest: String) {
        #expect(Hex.encode(SHA1.digest(Array(message.utf8))) == digest)
    }

    @Test func sha1OfAMillionAs() {
        #expect(Hex.encode(SHA1.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
            == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func hmacSHA1MatchesRFC2202() {
        #expect(Hex.encode(HMACSHA1.tag(key: [UInt8](repeating: 0x0B, count: 20), message: Array("Hi There".utf8)))
            == "b617318655057264e28bc0b6fb378c8ef146be00")
        #expect(Hex.encode(HMACSHA1.tag(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
            == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        let longKey = [UInt8](repeating: 0xAA, count: 80)
        #expect(Hex.encode(HMACSHA1.tag(key: longKey, message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
            == "aa4ae5e15272d00e95705637ce8a3b55ed402112")
    }
}
