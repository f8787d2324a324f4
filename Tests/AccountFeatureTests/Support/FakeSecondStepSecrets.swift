import Domain
import Synchronization

/// Second-step cryptography a test can follow: sealing prefixes the member's id, a code is
/// six digits computed from the secret and the step, and recovery codes are numbered. The real
/// one (libsodium, HMAC-SHA-1) is tested in `SecretsTests` and through the server in `AppTests`.
final class FakeSecondStepSecrets: SecondStepSecrets {
    private let counter = Mutex(0)

    func newAuthenticatorSecret() -> [UInt8] {
        let next = counter.withLock { value in
            value += 1
            return value
        }
        return [UInt8(truncatingIfNeeded: next), 7, 7]
    }

    func seal(_ secret: [UInt8], userID: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: userID)] + secret
    }

    func open(_ sealed: [UInt8], userID: Int) -> [UInt8]? {
        guard sealed.first == UInt8(truncatingIfNeeded: userID) else { return nil }
        return Array(sealed.dropFirst())
    }

    func code(secret: [UInt8], step: Int) -> String {
        let value = (secret.reduce(0) { $0 * 31 + Int($1) } * 7919 + step * 104_729) % 1_000_000
        let text = String(value)
        return String(repeating: "0", count: 6 - text.count) + text
    }

    func text(of secret: [UInt8]) -> String {
        secret.map(String.init).joined(separator: "-")
    }

    func newRecoveryCodes() -> [String] {
        let batch = counter.withLock { value in
            value += 1
            return value
        }
        return (0..<10).map { "code\(batch)x\($0)" }
    }

    func sealShownCodes(_ codes: [String], userID: Int, expiresAt: Int) -> String {
        ([String(userID), String(expiresAt)] + codes).joined(separator: " ")
    }

    func openShownCodes(_ sealed: String, userID: Int, now: Int) -> [String]? {
        let words = sealed.split(separator: " ").map(String.init)
        guard words.count > 2, words[0] == String(userID), let expiresAt = Int(words[1]), now < expiresAt else { return nil }
        return Array(words.dropFirst(2))
    }

    func digest(ofRecoveryCode code: String) -> [UInt8] {
        Array(code.lowercased().filter { $0 != "-" && $0 != " " }.utf8)
    }
}
