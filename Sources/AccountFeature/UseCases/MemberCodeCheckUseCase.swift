import Domain
import ScreenKit

/// Checks a code a member typed (from their authenticator app, or a recovery code) as a
/// password is checked: throttled per member and address under the second step's own key, a
/// wrong one logged and counted, a right one spent and, as it completes the sign-in (or proves
/// the member at the sudo prompt), forgetting the account's failures. The second step of
/// signing in, the sudo prompt and turning codes off all ask through here.
struct MemberCodeCheckUseCase {
    enum Result: Equatable {
        case authenticatorCode
        /// A recovery code, now used up; `left` remain.
        case recoveryCode(left: Int)
        case wrong
        case throttled(retryAfterSeconds: Int)
    }

    let secondStep: SecondStepUseCase
    let throttle: SignInThrottleUseCase
    let securityLog: SecurityLogUseCase

    init(dependencies: any AccountDependencies) {
        secondStep = SecondStepUseCase(dependencies: dependencies)
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    func callAsFunction(_ code: String, of member: User, from device: SessionDevice) throws -> Result {
        switch try throttle.admitSecondStep(memberID: member.id, address: device.clientAddress) {
        case .throttled(let seconds):
            try securityLog.record(.signInThrottled, memberID: member.id, device: device)
            return .throttled(retryAfterSeconds: seconds)
        case .allowed(let ticket):
            switch try secondStep.check(code, userID: member.id) {
            case .wrong:
                try securityLog.record(.secondStepFailed, memberID: member.id, device: device)
                return .wrong
            case .authenticatorCode:
                try throttle.completed(email: member.email, memberID: member.id, ticket: ticket)
                return .authenticatorCode
            case .recoveryCode(let left):
                try throttle.completed(email: member.email, memberID: member.id, ticket: ticket)
                return .recoveryCode(left: left)
            }
        }
    }
}
