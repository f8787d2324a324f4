import ScreenKit

extension SessionOptions {
    /// A minute to 400 days: browsers keep no cookie longer than 400 days.
    static let secondsRange = 60...34_560_000

    /// The flags, else their environment variables, else the defaults, checked and set.
    func apply(to configuration: inout ApplicationConfiguration, environment: Environment) throws(StartupError) {
        let secureFromEnvironment = try environment.boolean("SECURE_COOKIES") ?? false
        let trustFromEnvironment = try environment.boolean("TRUST_FORWARDED_PROTO") ?? false
        configuration.secureCookies = secureCookies || secureFromEnvironment
        configuration.trustForwardedProto = trustForwardedProto || trustFromEnvironment
        let idle = try environment.integer(
            "SESSION_IDLE_TIMEOUT", flag: sessionIdleTimeout, default: configuration.sessions.idleTimeoutSeconds,
            in: Self.secondsRange, "the session idle timeout in seconds")
        let lifetime = try environment.integer(
            "SESSION_LIFETIME", flag: sessionLifetime, default: configuration.sessions.absoluteTimeoutSeconds,
            in: Self.secondsRange, "the session lifetime in seconds")
        guard lifetime >= idle else { throw StartupError("the session lifetime cannot be shorter than its idle timeout") }
        configuration.sessions.idleTimeoutSeconds = idle
        configuration.sessions.absoluteTimeoutSeconds = lifetime
    }
}
