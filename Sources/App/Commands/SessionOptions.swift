import ArgumentParser

/// How sessions and cookies behave, for operators behind HTTPS or with other timeouts.
struct SessionOptions: ParsableArguments {
    @Flag(help: "Mark every cookie Secure: set when users reach the server over HTTPS. (env: SECURE_COOKIES=1)")
    var secureCookies = false

    @Option(help: ArgumentHelp(
        "A reverse proxy (address or CIDR block) whose X-Forwarded-For and X-Forwarded-Proto are believed; repeat for more. (env: TRUSTED_PROXIES, comma-separated)",
        valueName: "cidr"))
    var trustedProxy: [String] = []

    @Option(help: "Seconds a session may go unused before it ends. (env: SESSION_IDLE_TIMEOUT, default: 7200)")
    var sessionIdleTimeout: Int?

    @Option(help: "Seconds a session signed in with \"remember me\" may go unused. (env: REMEMBERED_SESSION_IDLE_TIMEOUT, default: 2592000)")
    var rememberedSessionIdleTimeout: Int?

    @Option(help: "Seconds after sign-in when a session ends however active. (env: SESSION_LIFETIME, default: 2592000)")
    var sessionLifetime: Int?

    @Option(help: "Seconds after typing the password during which sensitive account changes need no new prompt. (env: RECENT_SIGN_IN_WINDOW, default: 900)")
    var recentSignInWindow: Int?
}
