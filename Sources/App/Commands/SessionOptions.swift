import ArgumentParser
import ScreenKit

/// How sessions and cookies behave, for operators behind HTTPS or with other timeouts.
struct SessionOptions: ParsableArguments {
    @Flag(help: "Mark every cookie Secure: set when users reach the server over HTTPS. (env: SECURE_COOKIES=1)")
    var secureCookies = false

    @Flag(help: "Trust X-Forwarded-Proto: https from the proxy in front to mean HTTPS. (env: TRUST_FORWARDED_PROTO=1)")
    var trustForwardedProto = false

    @Option(help: "Seconds a session may go unused before it ends. (env: SESSION_IDLE_TIMEOUT, default: 7200)")
    var sessionIdleTimeout: Int?

    @Option(help: "Seconds after sign-in when a session ends however active. (env: SESSION_LIFETIME, default: 604800)")
    var sessionLifetime: Int?

    func apply(to configuration: inout ApplicationConfiguration, environment: Environment) throws(StartupError) {
        let secureFromEnvironment = try environment.boolean("SECURE_COOKIES") ?? false
        let trustFromEnvironment = try environment.boolean("TRUST_FORWARDED_PROTO") ?? false
        configuration.secureCookies = secureCookies || secureFromEnvironment
        configuration.trustForwardedProto = trustForwardedProto || trustFromEnvironment
        let idle = try environment.integer(
            "SESSION_IDLE_TIMEOUT", flag: sessionIdleTimeout, default: configuration.sessions.idleTimeoutSeconds)
        let lifetime = try environment.integer(
            "SESSION_LIFETIME", flag: sessionLifetime, default: configuration.sessions.absoluteTimeoutSeconds)
        guard idle >= 60 else { throw StartupError("the session idle timeout must be at least 60 seconds") }
        guard lifetime >= idle else { throw StartupError("the session lifetime cannot be shorter than its idle timeout") }
        configuration.sessions.idleTimeoutSeconds = idle
        configuration.sessions.absoluteTimeoutSeconds = lifetime
    }
}
