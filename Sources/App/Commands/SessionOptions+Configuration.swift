import Domain
import HTTPCore
import ScreenKit

extension SessionOptions {
    /// A minute to 400 days: browsers keep no cookie longer than 400 days.
    static let secondsRange = 60...34_560_000

    /// The flags, else their environment variables, else the defaults, checked and set.
    func apply(to configuration: inout ApplicationConfiguration, environment: Environment) throws(StartupError) {
        let secureFromEnvironment = try environment.boolean("SECURE_COOKIES") ?? false
        configuration.secureCookies = secureCookies || secureFromEnvironment
        configuration.trustedProxies = try trustedProxies(environment)
        let idle = try environment.integer(
            "SESSION_IDLE_TIMEOUT", flag: sessionIdleTimeout, default: configuration.sessions.idleTimeoutSeconds,
            in: Self.secondsRange, "the session idle timeout in seconds")
        let lifetime = try environment.integer(
            "SESSION_LIFETIME", flag: sessionLifetime, default: configuration.sessions.absoluteTimeoutSeconds,
            in: Self.secondsRange, "the session lifetime in seconds")
        let rememberedIdle = try environment.integer(
            "REMEMBERED_SESSION_IDLE_TIMEOUT", flag: rememberedSessionIdleTimeout,
            default: configuration.sessions.rememberedIdleTimeoutSeconds, in: Self.secondsRange,
            "the remembered session idle timeout in seconds")
        let recentSignIn = try environment.integer(
            "RECENT_SIGN_IN_WINDOW", flag: recentSignInWindow, default: configuration.sessions.recentSignInSeconds,
            in: Self.secondsRange, "the recent sign-in window in seconds")
        guard lifetime >= idle else { throw StartupError("the session lifetime cannot be shorter than its idle timeout") }
        configuration.sessions.idleTimeoutSeconds = idle
        configuration.sessions.rememberedIdleTimeoutSeconds = rememberedIdle
        configuration.sessions.absoluteTimeoutSeconds = lifetime
        configuration.sessions.recentSignInSeconds = recentSignIn
    }

    /// The flags' blocks, else the variable's comma-separated ones, each checked.
    private func trustedProxies(_ environment: Environment) throws(StartupError) -> [AddressRange] {
        if try environment.boolean("TRUST_FORWARDED_PROTO") == true {
            // It believed the header from any client; refusing to start beats silently dropping
            // the Secure flag an operator relied on.
            throw StartupError("TRUST_FORWARDED_PROTO is replaced by TRUSTED_PROXIES: name the proxy's address or CIDR block")
        }
        let texts = trustedProxy.isEmpty
            ? (environment["TRUSTED_PROXIES"] ?? "").split(separator: ",").map { String($0).trimmingWhitespace() }
            : trustedProxy
        var ranges: [AddressRange] = []
        for text in texts where !text.isEmpty {
            guard let range = AddressRange(text) else {
                throw StartupError("trusted proxy '\(text)' is not an address or CIDR block such as 10.0.0.0/8 or 2001:db8::/32")
            }
            ranges.append(range)
        }
        return ranges
    }
}
