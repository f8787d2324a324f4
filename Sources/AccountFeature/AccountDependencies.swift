public import Domain
public import ScreenKit

/// What the account screens need from the app: the repositories, the password hasher, the
/// clock, the throttling policy and what mailed links need to know about the site.
///
/// ```swift
/// let dependencies = AccountDependencies(
///     users: users, passwords: passwords, attempts: signInAttempts, securityLog: securityLog,
///     avatars: avatars, tokens: emailTokens, outbox: outbox,
///     mail: AccountMailSettings(siteURL: "https://example.com"), clock: SystemClock())
/// router.register(AccountFeature(dependencies: dependencies, flow: AppFlow.account))
/// ```
///
/// A class: every account screen's coordinator and presenter holds it, and sharing one
/// reference costs one reference count where copying ten existentials cost one each.
public final class AccountDependencies: Sendable {
    let users: any UserRepository
    let passwords: any PasswordHashing
    let attempts: any SignInAttemptRepository
    let securityLog: any SecurityLogRepository
    let avatars: any AvatarRepository
    let tokens: any EmailTokenRepository
    let outbox: any OutboxRepository
    let mail: AccountMailSettings
    let clock: any WallClock
    let throttle: SignInThrottlePolicy

    /// - Parameters:
    ///   - users: Where members are looked up and created.
    ///   - passwords: Hashes new passwords and verifies the ones typed at sign-in.
    ///   - attempts: Where failed sign-ins are counted for throttling.
    ///   - securityLog: Where each member's sign-ins, failures and account changes are kept.
    ///   - avatars: Where members' pictures are saved.
    ///   - tokens: Where the secrets of mailed links are kept (hashed), with their mail.
    ///   - outbox: Where messages wait for the sender.
    ///   - mail: The site's address and name, for links and messages.
    ///   - clock: The time new members join at and failures are counted by.
    ///   - throttle: How many failures are tolerated; ``SignInThrottlePolicy/standard`` by default.
    public init(
        users: any UserRepository,
        passwords: any PasswordHashing,
        attempts: any SignInAttemptRepository,
        securityLog: any SecurityLogRepository,
        avatars: any AvatarRepository,
        tokens: any EmailTokenRepository,
        outbox: any OutboxRepository,
        mail: AccountMailSettings,
        clock: any WallClock,
        throttle: SignInThrottlePolicy = .standard
    ) {
        self.users = users
        self.passwords = passwords
        self.attempts = attempts
        self.securityLog = securityLog
        self.avatars = avatars
        self.tokens = tokens
        self.outbox = outbox
        self.mail = mail
        self.clock = clock
        self.throttle = throttle
    }
}
