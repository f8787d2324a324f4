import HTTPCore
import Secrets

/// Carries a flash message across exactly one redirect in a signed cookie: set with the 303,
/// read and cleared by the next request. A cookie rather than the session, so anonymous
/// visitors get flashes without a stored row.
struct FlashCookie: Sendable {
    static let baseName = "sk_flash"

    let authenticator: MessageAuthenticator
    /// The name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    func value(for flash: FlashMessage) -> String {
        authenticator.sign(flash.kind.rawValue + "." + Base64URL.encode(Array(flash.text.utf8)))
    }

    /// The message in a cookie value, or `nil` when it was tampered with or is malformed.
    func message(from value: String) -> FlashMessage? {
        guard let payload = authenticator.verifiedMessage(from: value) else { return nil }
        let parts = payload.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = FlashMessage.Kind(rawValue: String(parts[0])),
              let bytes = Base64URL.decode(String(parts[1])),
              let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        return FlashMessage(kind: kind, text: text)
    }

    func cookie(for flash: FlashMessage, secure: Bool) -> SetCookie? {
        try? SetCookie(name: name, value: value(for: flash), path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    func clearingCookie(secure: Bool) -> SetCookie? {
        try? SetCookie.expired(name: name, path: "/", secure: secure)
    }
}
