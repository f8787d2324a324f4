import Domain
import ScreenKit

/// Sign-ins waiting for their second step, kept by the digest of their key: each starts with a
/// row, is looked up on every step, and completes once. The row ends with the browser's
/// sign-out and with the credentials that started it (a new password, a reset, signing out
/// everywhere else, codes turned off, the address's first proof), so the signed cookie alone,
/// copied or kept, leads nowhere.
struct PendingSignInUseCase {
    let secondSteps: any SecondStepRepository
    let clock: any WallClock

    init(dependencies: any AccountDependencies) {
        secondSteps = dependencies.secondSteps
        clock = dependencies.clock
    }

    /// A new sign-in waiting for the member's second step, kept until it expires.
    func start(userID: Int, remember: Bool, next: String?, firstStep: SignInMethod.FirstStep) throws -> PendingSignIn {
        let pending = PendingSignIn(
            userID: userID, remember: remember, next: next, expiresAt: clock.secondsSince1970 + PendingSignIn.lifetimeSeconds,
            firstStep: firstStep)
        try secondSteps.startPendingSignIn(keyHash: pending.keyDigest, userID: userID, expiresAt: pending.expiresAt)
        return pending
    }

    /// `pending` when it still waits; `nil` when there is none, or it completed or ended.
    func live(_ pending: PendingSignIn?) throws -> PendingSignIn? {
        guard let pending,
              try secondSteps.pendingSignInIsLive(keyHash: pending.keyDigest, userID: pending.userID, at: clock.secondsSince1970)
        else { return nil }
        return pending
    }

    /// Completes `pending`, once: `false` when another request completed or ended it first.
    func finish(_ pending: PendingSignIn) throws -> Bool {
        try secondSteps.finishPendingSignIn(keyHash: pending.keyDigest, userID: pending.userID, at: clock.secondsSince1970)
    }

    /// Ends `pending` without completing it, if there is one.
    func end(_ pending: PendingSignIn?) throws {
        guard let pending else { return }
        try secondSteps.endPendingSignIn(keyHash: pending.keyDigest)
    }
}
