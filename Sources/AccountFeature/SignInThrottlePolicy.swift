/// How many failed sign-ins are tolerated before sign-in is refused for a while.
///
/// Failures are counted per account (the email, case ignored) and per client address, so a
/// guesser is slowed down whether they try many passwords on one account or one password on
/// many accounts; wrong codes of the second step per member, under a key of their own that a
/// right password does not clear. Every sign-in and sign-up also counts as password work for its address
/// (each costs an argon2 hash, a sign-up a durable row too), successful ones included, with a
/// limit set by what that work costs rather than by how many people share an address.
/// Messages asked for are counted per address typed, per client address and per member.
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
    /// Sign-ins and sign-ups per client address within ``window``, however they end. Each is an
    /// argon2id hash of about 20 ms of one core, so 1,000 in 15 minutes is about 20 s of one
    /// core: 2 % of it. A school or office of several hundred people behind one address, each
    /// signing in a couple of times, stays under it; one client cannot hold the work threads.
    public var workLimit: Int
    /// Sign-ups per client address within ``window``: each mails a confirmation to an address
    /// nobody has proven, so a script cannot mail strangers through sign-up, while a class
    /// signing up together from one network can.
    public var signUpLimit: Int
    /// Messages asked for (reset and sign-in links, confirmations again) per e-mail address
    /// within ``window``: a member's inbox cannot be flooded.
    public var mailLimit: Int
    /// Messages asked for per client address within ``window``: nobody can use the site to mail
    /// many strangers.
    public var mailAddressLimit: Int
    /// Messages asked for per signed-in member within ``window`` (a change of address, a
    /// confirmation again, a notice of a new way in), whichever addresses they go to and
    /// wherever the member is.
    public var mailMemberLimit: Int
    /// Passkey challenges per member within ``window`` (adding a passkey, the second step, the
    /// sudo prompt): each is a stored row, and a person asks for one per ceremony.
    public var challengeMemberLimit: Int

    /// 5 failures per account (and 5 wrong codes), 20 per address, 1,000 sign-ins and sign-ups
    /// and 100 sign-ups per address, 3 messages per e-mail address, 10 per client address and 10
    /// per member, 30 passkey challenges per member, within 15 minutes.
    public static let standard = SignInThrottlePolicy(accountLimit: 5, addressLimit: 20, window: 900)

    public init(
        accountLimit: Int, addressLimit: Int, window: Int, workLimit: Int = 1000, signUpLimit: Int = 100, mailLimit: Int = 3,
        mailAddressLimit: Int = 10, mailMemberLimit: Int = 10, challengeMemberLimit: Int = 30
    ) {
        self.accountLimit = accountLimit
        self.addressLimit = addressLimit
        self.window = window
        self.workLimit = workLimit
        self.signUpLimit = signUpLimit
        self.mailLimit = mailLimit
        self.mailAddressLimit = mailAddressLimit
        self.mailMemberLimit = mailMemberLimit
        self.challengeMemberLimit = challengeMemberLimit
    }
}
