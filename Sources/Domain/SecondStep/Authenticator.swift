/// A member's authenticator app, turned on: its secret sealed, when a first code turned it on,
/// and the newest time step a code was accepted for, so each code works once.
public struct Authenticator: Sendable, Equatable {
    public let userID: Int
    public let sealedSecret: [UInt8]
    /// Seconds since 1970 when a first code turned it on.
    public let confirmedAt: Int
    /// No code of this step or an earlier one is accepted again.
    public let lastUsedStep: Int

    public init(userID: Int, sealedSecret: [UInt8], confirmedAt: Int, lastUsedStep: Int) {
        self.userID = userID
        self.sealedSecret = sealedSecret
        self.confirmedAt = confirmedAt
        self.lastUsedStep = lastUsedStep
    }
}
