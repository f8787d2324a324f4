import Domain
import Secrets

/// Domain's second-step cryptography: secrets sealed with XChaCha20-Poly1305 and recovery codes
/// digested with HMAC-SHA-256, each under its own key derived from the server's secret key, and
/// codes computed as RFC 6238 says.
struct SodiumSecondStepSecrets: SecondStepSecrets {
    private let box: SealedBox
    private let recoveryDigests: MessageAuthenticator

    init(serverKey: [UInt8]) {
        box = SealedBox(serverKey: serverKey, purpose: "authenticator secrets")
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

    private static func context(_ userID: Int) -> String {
        "user:\(userID)"
    }
}
