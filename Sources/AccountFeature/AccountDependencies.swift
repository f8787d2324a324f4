public import Domain
public import ScreenKit

/// What the sign-in, sign-up and sign-out screens need from the app: the repositories, the
/// password hasher, the clock and the throttling policy.
///
/// ```swift
/// let dependencies = AccountDependencies(
///     users: users, passwords: passwords, attempts: signInAttempts, securityLog: securityLog,
///     avatars: avatars, clock: SystemClock())
/// router.register(AccountFeature(dependencies: dependencies, flow: AppFlow.account))
/// ```
public struct AccountDependencies: Sendable {
    let users: any UserRepository
    let passwords: any PasswordHashing
    let attempts: any SignInAttemptRepository
    let securityLog: any SecurityLogRepository
    let avatars: any AvatarRepository
    let clock: any WallClock
    let throttle: SignInThrottlePolicy

    /// - Parameters:
    ///   - users: Where members are looked up and created.
    ///   - passwords: Hashes new passwords and verifies the ones typed at sign-in.
    ///   - attempts: Where failed sign-ins are counted for throttling.
    ///   - securityLog: Where each member's sign-ins, failures and account changes are kept.
    ///   - avatars: Where members' pictures are saved.
    ///   - clock: The time new members join at and failures are counted by.
    ///   - throttle: How many failures are tolerated; ``SignInThrottlePolicy/standard`` by default.
    public init(
        users: any UserRepository,
        passwords: any PasswordHashing,
        attempts: any SignInAttemptRepository,
        securityLog: any SecurityLogRepository,
        avatars: any AvatarRepository,
        clock: any WallClock,
        throttle: SignInThrottlePolicy = .standard
    ) {
        self.users = users
        self.passwords = passwords
        self.attempts = attempts
        self.securityLog = securityLog
        self.avatars = avatars
        self.clock = clock
        self.throttle = throttle
    }
}
