/// A challenge handed to a browser for one passkey ceremony, as the store gives it back when it
/// is used: the member it was issued to (none for a sign-in that starts without an address,
/// where the passkey itself names the member) and when it stops working.
public struct PasskeyChallenge: Sendable, Equatable {
    /// The live challenges a member holds at most: one per tab they might have open, not one
    /// per request a script could make.
    public static let liveLimitPerMember = 5

    public let purpose: PasskeyChallengePurpose
    public let userID: Int?
    /// Seconds since 1970; the challenge works only before this time.
    public let expiresAt: Int

    public init(purpose: PasskeyChallengePurpose, userID: Int?, expiresAt: Int) {
        self.purpose = purpose
        self.userID = userID
        self.expiresAt = expiresAt
    }
}
