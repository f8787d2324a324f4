/// Where members' second steps are kept: the authenticator app (its secret sealed), the keys
/// being set up (one per session), the recovery codes (as digests), the browser-trust epoch,
/// and the sign-ins waiting for their second step.
///
/// What a way in may do is decided here, each in one statement or transaction, so two requests
/// racing cannot both pass: only an account whose address is proven sets up codes, a code is
/// spent as it is checked, and a waiting sign-in completes once.
public protocol SecondStepRepository: Sendable {
    /// The member's authenticator, when codes are on; `nil` otherwise.
    func authenticator(userID: Int) throws -> Authenticator?

    /// The key the session with `sessionIDHash` is setting up for the member, unless it expired
    /// at `now` or codes are on.
    func setup(userID: Int, sessionIDHash: String, at now: Int) throws -> AuthenticatorSetup?

    /// Keeps a new key being set up by the session, in place of the one it set up before.
    ///
    /// - Returns: `false` when nothing was kept: codes are on already, the member's address was
    ///   never proven, or the session is not the member's.
    @discardableResult
    func startSetup(userID: Int, sessionIDHash: String, sealedSecret: [UInt8], at time: Int) throws -> Bool

    /// Turns on the key the session is setting up, recording `step` as used, and replaces the
    /// member's recovery codes with `recoveryCodeDigests`, in one transaction; every other key
    /// being set up for the member is dropped.
    ///
    /// - Returns: `false` when nothing turned on: no live key for this session, codes on
    ///   already, or the address not proven.
    func confirmSetup(userID: Int, sessionIDHash: String, step: Int, at time: Int, recoveryCodeDigests: [[UInt8]]) throws -> Bool

    /// Records `step` as used, unless that step or a later one already was: only one request
    /// can use a code, even when two arrive at once.
    ///
    /// - Returns: whether this request used it.
    func useAuthenticatorStep(userID: Int, step: Int) throws -> Bool

    /// Turns the second step off: the authenticator and the recovery codes go, and with them
    /// everything ``endUnfinishedSteps(userID:)`` ends, in one transaction.
    func removeSecondStep(userID: Int) throws

    /// What a change to the member's credentials ends, in one transaction: the trust of every
    /// browser, every key being set up and every sign-in waiting for its second step. A new
    /// password, a reset and signing out everywhere else call it.
    func endUnfinishedSteps(userID: Int) throws

    /// The member's browser-trust epoch: a browser trusted under an earlier one no longer skips
    /// the second step.
    func browserTrustEpoch(userID: Int) throws -> Int

    /// Replaces the member's recovery codes.
    func replaceRecoveryCodes(userID: Int, digests: [[UInt8]], at time: Int) throws

    /// Uses up the recovery code with `digest`, once.
    ///
    /// - Returns: how many codes are left after it, or `nil` when the member has no such code.
    func useRecoveryCode(userID: Int, digest: [UInt8]) throws -> Int?

    /// How many unused recovery codes the member has.
    func recoveryCodesLeft(userID: Int) throws -> Int

    /// Keeps a sign-in of the member waiting for its second step until `expiresAt`, by the
    /// digest of the key its browser holds.
    func startPendingSignIn(keyHash: [UInt8], userID: Int, expiresAt: Int) throws

    /// Whether the member's sign-in with this key still waits at `now`: not completed, ended or
    /// expired.
    func pendingSignInIsLive(keyHash: [UInt8], userID: Int, at now: Int) throws -> Bool

    /// Ends the member's sign-in with this key as it completes: only one request can, even when
    /// two arrive at once.
    ///
    /// - Returns: whether it was still waiting at `now`, and this request completed it.
    func finishPendingSignIn(keyHash: [UInt8], userID: Int, at now: Int) throws -> Bool

    /// Ends the sign-in with this key, whoever's, without completing it (its browser signed out).
    func endPendingSignIn(keyHash: [UInt8]) throws
}
