/// Where members' second steps are kept: the authenticator app (its secret sealed) and the
/// recovery codes (as digests). A member has turned the second step on when their
/// authenticator is confirmed; passkeys, when they come, join the same question.
public protocol SecondStepRepository: Sendable {
    /// The member's authenticator, on or being set up; `nil` when there is none.
    func authenticator(userID: Int) throws -> Authenticator?

    /// Keeps a new secret being set up, in place of one set up before and never confirmed.
    /// An authenticator already on is left as it is.
    ///
    /// - Returns: `false` when the member's authenticator is already on.
    @discardableResult
    func startAuthenticator(userID: Int, sealedSecret: [UInt8], at time: Int) throws -> Bool

    /// Turns the authenticator being set up on, recording `step` as used, and replaces the
    /// member's recovery codes with `recoveryCodeDigests`, in one transaction.
    ///
    /// - Returns: `false` when nothing was being set up (already on, or turned off meanwhile).
    func confirmAuthenticator(userID: Int, step: Int, at time: Int, recoveryCodeDigests: [[UInt8]]) throws -> Bool

    /// Records `step` as used, unless that step or a later one already was: only one request
    /// can use a code, even when two arrive at once.
    ///
    /// - Returns: whether this request used it.
    func useAuthenticatorStep(userID: Int, step: Int) throws -> Bool

    /// Removes the authenticator and the recovery codes, and ends the trust of every browser
    /// (``endBrowserTrust(userID:)``) in the same transaction.
    func removeSecondStep(userID: Int) throws

    /// The member's browser-trust epoch: a browser trusted under an earlier one no longer skips
    /// the second step.
    func browserTrustEpoch(userID: Int) throws -> Int

    /// Moves the member's browser-trust epoch on: no browser trusted before skips the second
    /// step any more.
    func endBrowserTrust(userID: Int) throws

    /// Replaces the member's recovery codes.
    func replaceRecoveryCodes(userID: Int, digests: [[UInt8]], at time: Int) throws

    /// Uses up the recovery code with `digest`, once.
    ///
    /// - Returns: how many codes are left after it, or `nil` when the member has no such code.
    func useRecoveryCode(userID: Int, digest: [UInt8]) throws -> Int?

    /// How many unused recovery codes the member has.
    func recoveryCodesLeft(userID: Int) throws -> Int
}
