/// A key being set up for authenticator codes, shown to one session until a code from the app
/// turns it on. It belongs to the session that asked for it and lives
/// ``lifetimeSeconds``: a key read by anyone who once held another session, or long ago, can
/// never become the member's.
public struct AuthenticatorSetup: Sendable, Equatable {
    /// Fifteen minutes: time to scan the key and type a first code, no more.
    public static let lifetimeSeconds = 15 * 60

    public let userID: Int
    public let sealedSecret: [UInt8]
    /// Seconds since 1970 when the session asked for the key.
    public let startedAt: Int

    public init(userID: Int, sealedSecret: [UInt8], startedAt: Int) {
        self.userID = userID
        self.sealedSecret = sealedSecret
        self.startedAt = startedAt
    }
}
