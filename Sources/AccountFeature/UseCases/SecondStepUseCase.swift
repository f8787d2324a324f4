import Domain
import ScreenKit

/// The second step of a member who turned it on: whether they did, and checking what they
/// typed, an authenticator code (six digits) or one of their recovery codes. A code that
/// passes is spent in the same statement that checks it.
struct SecondStepUseCase {
    enum Outcome: Equatable {
        case authenticatorCode
        /// A recovery code, now used up; `left` remain.
        case recoveryCode(left: Int)
        case wrong
    }

    /// Longer than any recovery code, however spaced: refused before it is digested.
    static let maximumLength = 40

    let secondSteps: any SecondStepRepository
    let secrets: any SecondStepSecrets
    let clock: any WallClock

    init(dependencies: any AccountDependencies) {
        secondSteps = dependencies.secondSteps
        secrets = dependencies.secondStepSecrets
        clock = dependencies.clock
    }

    func isOn(userID: Int) throws -> Bool {
        try secondSteps.authenticator(userID: userID) != nil
    }

    /// A trust to give this browser for the member, under their current epoch.
    func newTrust(userID: Int) throws -> BrowserTrust {
        BrowserTrust(userID: userID, epoch: try secondSteps.browserTrustEpoch(userID: userID))
    }

    /// Whether the browser's trust is the member's and given under their current epoch: a new
    /// password, the second step turned off or signing out everywhere moved it on since.
    func trusts(_ trust: BrowserTrust?, userID: Int) throws -> Bool {
        guard let trust, trust.userID == userID else { return false }
        return try trust.epoch == secondSteps.browserTrustEpoch(userID: userID)
    }

    func check(_ typed: String, userID: Int) throws -> Outcome {
        let typed = typed.trimmingWhitespace()
        guard !typed.isEmpty, typed.count <= Self.maximumLength,
              let authenticator = try secondSteps.authenticator(userID: userID)
        else { return .wrong }
        if typed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == " ") }) {
            guard let step = matchingStep(of: typed, for: authenticator),
                  try secondSteps.useAuthenticatorStep(userID: userID, step: step)
            else { return .wrong }
            return .authenticatorCode
        }
        guard let left = try secondSteps.useRecoveryCode(userID: userID, digest: secrets.digest(ofRecoveryCode: typed)) else {
            return .wrong
        }
        return .recoveryCode(left: left)
    }

    /// The step `typed` is the code of for `authenticator`.
    func matchingStep(of typed: String, for authenticator: Authenticator) -> Int? {
        guard let secret = secrets.open(authenticator.sealedSecret, userID: authenticator.userID) else { return nil }
        return matchingStep(of: typed, secret: secret, lastUsedStep: authenticator.lastUsedStep)
    }

    /// The step `typed` is the code of for `secret` (a key on, or being set up), after `lastUsedStep`.
    func matchingStep(of typed: String, secret: [UInt8], lastUsedStep: Int) -> Int? {
        let check = AuthenticatorCodeCheck { secrets.code(secret: secret, step: $0) }
        return check.matchingStep(of: typed, now: clock.secondsSince1970, lastUsedStep: lastUsedStep)
    }

    /// Too many wrong codes: the wait in whole minutes, rounded up, in `language`.
    static func tooManyWrongCodesMessage(retryAfterSeconds seconds: Int) -> String {
        SecondStepText.tooManyWrongCodes.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
    }
}
