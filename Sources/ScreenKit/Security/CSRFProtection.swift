import Secrets
import ViewCode

/// Cross-site request forgery tokens: signed, stateless, and bound to the browser.
///
/// A token is `issuedAt.tag`, where the tag is an HMAC over the binding and the time. An
/// anonymous visitor's binding is a random value kept in a cookie (no stored row, so a flood of
/// anonymous GETs writes nothing); a signed-in user's binding is the session's secret, so a
/// token from another session, another browser or before sign-in is refused.
struct CSRFProtection: Sendable {
    /// What a token is bound to.
    enum Binding: Sendable, Equatable {
        case anonymous(String)
        case session(String)

        var label: String {
            switch self {
            case .anonymous(let value): "a|" + value
            case .session(let secret): "s|" + secret
            }
        }
    }

    /// Why a token was refused; each is answered 403 and nothing changes.
    enum Refusal: Sendable, Equatable {
        case missing
        case malformed
        case forged
        case stale
    }

    static let fieldName = "csrf_token"

    let authenticator: MessageAuthenticator
    var anonymousLifetimeSeconds = 4 * 60 * 60
    var signedInLifetimeSeconds = 24 * 60 * 60

    /// `issuedAt.tag`, built in one pass: the signed message on the stack, the tag on the
    /// stack, the token written straight into its string — one allocation per page.
    func token(for binding: Binding, now: Int) -> String {
        let (prefix, boundValue): (StaticString, String) = switch binding {
        case .anonymous(let value): ("a|", value)
        case .session(let secret): ("s|", secret)
        }
        var value = boundValue
        return value.withUTF8 { value in
            DecimalDigits.withDigits(of: now) { issued in
                let messageLength = 2 + value.count + 1 + issued.count
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: messageLength) { message in
                    // prefix, value, "|", issued
                    _ = message.initialize(fromContentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: 2))
                    _ = UnsafeMutableBufferPointer(rebasing: message[2...]).initialize(fromContentsOf: value)
                    message[2 + value.count] = UInt8(ascii: "|")
                    _ = UnsafeMutableBufferPointer(rebasing: message[(3 + value.count)...]).initialize(fromContentsOf: issued)
                    return withUnsafeTemporaryAllocation(byteCount: MessageAuthenticator.tagByteCount, alignment: 1) { tag in
                        authenticator.tag(of: UnsafeRawBufferPointer(message), into: tag)
                        let length = issued.count + 1 + Base64URL.encodedCount(forByteCount: tag.count)
                        return String(unsafeUninitializedCapacity: length) { output in
                            _ = output.initialize(fromContentsOf: issued)
                            output[issued.count] = UInt8(ascii: ".")
                            let encoded = Base64URL.encode(
                                UnsafeRawBufferPointer(tag), into: UnsafeMutableBufferPointer(rebasing: output[(issued.count + 1)...]))
                            return issued.count + 1 + encoded
                        }
                    }
                }
            }
        }
    }

    /// `nil` when the token is valid for the binding now.
    func refusal(of token: String?, for binding: Binding?, now: Int) -> Refusal? {
        guard let token, !token.isEmpty else { return .missing }
        guard let binding else { return .forged }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let issued = Int(parts[0]), String(issued) == parts[0],
              let tag = Base64URL.decode(String(parts[1]))
        else { return .malformed }
        guard authenticator.isValid(tag: tag, for: Array((binding.label + "|" + parts[0]).utf8)) else {
            return .forged
        }
        let lifetime: Int
        switch binding {
        case .anonymous: lifetime = anonymousLifetimeSeconds
        case .session: lifetime = signedInLifetimeSeconds
        }
        guard issued <= now + 60, now - issued <= lifetime else { return .stale }
        return nil
    }
}

