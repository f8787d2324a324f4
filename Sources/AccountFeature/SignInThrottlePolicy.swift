/// How many failed sign-ins are tolerated before sign-in is refused for a while.
///
/// Failures are counted per account (the email, case ignored) and per client address, so a
/// guesser is slowed down whether they try many passwords on one account or one password on
/// many accounts. Every sign-in and sign-up also counts as password work for its address
/// (each costs an argon2 hash, a sign-up a durable row too), successful ones included.
///
/// ```swift
/// let strict = SignInThrottlePolicy(accountLimit: 3, addressLimit: 10, window: 1800)
/// ```
public struct SignInThrottlePolicy: Sendable, Equatable {
    /// Failures per account within ``window`` after which signing in to it is refused.
    public var accountLimit: Int
    /// Failures per client address within ``window`` after which signing in from it is refused.
    public var addressLimit: Int
    /// How long, in seconds, a failure counts.
    public var window: Int
    /// Sign-ins and sign-ups per client address within ``window``, however they end.
    public var workLimit: Int
    /// Messages asked for (reset and sign-in links, confirmations again) per e-mail address
    /// within ``window``: a member's inbox cannot be flooded.
    public var mailLimit: Int
    /// Messages asked for per client address within ``window``: nobody can use the site to mail
    /// many strangers.
    public var mailAddressLimit: Int

    /// 5 failures per account, 20 per address, 30 sign-ins and sign-ups per address, 3
    /// messages per e-mail address and 10 per client address, within 15 minutes.
    public static let standard = SignInThrottlePolicy(accountLimit: 5, addressLimit: 20, window: 900, workLimit: 30)

    public init(accountLimit: Int, addressLimit: Int, window: Int, workLimit: Int = 30, mailLimit: Int = 3, mailAddressLimit: Int = 10) {
        self.accountLimit = accountLimit
        self.addressLimit = addressLimit
        self.window = window
        self.workLimit = workLimit
        self.mailLimit = mailLimit
        self.mailAddressLimit = mailAddressLimit
    }
}
