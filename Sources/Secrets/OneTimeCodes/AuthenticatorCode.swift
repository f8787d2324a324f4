import Crypto

/// The codes an authenticator app shows (TOTP, RFC 6238, over HOTP, RFC 4226): HMAC-SHA-1 of
/// the number of 30-second steps since 1970, truncated to 6 decimal digits. Those parameters
/// are the ones every app reads from a QR code, so they are fixed here. HMAC-SHA-1 is
/// swift-crypto's: HMAC does not rest on SHA-1's collision resistance, which is what is broken.
///
/// ```swift
/// let secret = AuthenticatorCode.newSecret()
/// let code = AuthenticatorCode.code(secret: secret, step: AuthenticatorCode.step(at: now))   // "287082"
/// ```
public enum AuthenticatorCode {
    /// Seconds per code.
    public static let stepSeconds = 30
    /// Digits per code.
    public static let digitCount = 6
    /// 160 bits: RFC 4226's recommended length, HMAC-SHA-1's own output size.
    public static let secretByteCount = 20

    /// A fresh secret from the CSPRNG.
    public static func newSecret() -> [UInt8] {
        SecureRandom.bytes(count: secretByteCount)
    }

    /// The step a time (seconds since 1970) falls in.
    public static func step(at time: Int) -> Int {
        time >= 0 ? time / stepSeconds : (time - stepSeconds + 1) / stepSeconds
    }

    /// The code for `step`, zero-padded to `digits` digits (6 for apps; RFC 6238's vectors use 8).
    public static func code(secret: [UInt8], step: Int, digits: Int = digitCount) -> String {
        let counter = UInt64(bitPattern: Int64(step))
        let message = (0..<8).map { UInt8(truncatingIfNeeded: counter >> UInt64(56 - 8 * $0)) }
        let tag = Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: SymmetricKey(data: secret)))
        let offset = Int(tag[tag.count - 1] & 0x0F)
        let binary = (UInt32(tag[offset] & 0x7F) << 24) | (UInt32(tag[offset + 1]) << 16)
            | (UInt32(tag[offset + 2]) << 8) | UInt32(tag[offset + 3])
        var modulus: UInt32 = 1
        for _ in 0..<min(max(digits, 1), 9) { modulus *= 10 }
        let digitsText = String(binary % modulus)
        return String(repeating: "0", count: max(0, digits - digitsText.count)) + digitsText
    }
}
