import Domain
import Secrets

/// Domain's second-step cryptography: secrets sealed with XChaCha20-Poly1305 and recovery codes
/// digested with HMAC-SHA-256, each under its own key derived from the server's secret key, and
/// codes computed as RFC 6238 says.
struct SodiumSecondStepSecrets: SecondStepSecrets {
    private let box: SealedBox
    private let shownCodes: SealedBox
    private let recoveryDigests: MessageAuthenticator

    init(serverKey: [UInt8]) {
        box = SealedBox(serverKey: serverKey, purpose: "authenticator secrets")
        shownCodes = SealedBox(serverKey: serverKey, purpose: "recovery codes shown")
        recoveryDigests = MessageAuthenticator(derivedFrom: serverKey, purpose: "recovery codes")
    }

    func newAuthenticatorSecret() -> [UInt8] {
        AuthenticatorCode.newSecret()
    }

    func seal(_ secret: [UInt8], userID: Int) -> [UInt8] {
        box.seal(secret, context: Self.context(userID))
    }

    func open(_ sealed: [UInt8], userID: Int) -> [UInt8]? {
        box.open(sealed, context: Self.context(userID))
    }

    func code(secret: [UInt8], step: Int) -> String {
        AuthenticatorCode.code(secret: secret, step: step)
    }

    func text(of secret: [UInt8]) -> String {
        Base32.encode(secret)
    }

    func newRecoveryCodes() -> [String] {
        RecoveryCode.generate()
    }

    func digest(ofRecoveryCode code: String) -> [UInt8] {
        recoveryDigests.tag(for: RecoveryCode.normalized(code))
    }

    /// The expiry and the codes, one a line, sealed and in base64url.
    func sealShownCodes(_ codes: [String], userID: Int, expiresAt: Int) -> String {
        let plaintext = ([String(expiresAt)] + codes).joined(separator: "\n")
        return Base64URL.encode(shownCodes.seal(Array(plaintext.utf8), context: Self.context(userID)))
    }

    func openShownCodes(_ sealed: String, userID: Int, now: Int) -> [String]? {
        guard let bytes = Base64URL.decode(sealed), let opened = shownCodes.open(bytes, context: Self.context(userID)),
              let text = String(validating: opened, as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard let expiresAt = lines.first.flatMap({ Int($0) }), now < expiresAt else { return nil }
        return Array(lines.dropFirst())
    }

    private static func context(_ userID: Int) -> String {
        "user:\(userID)"
    }
}
