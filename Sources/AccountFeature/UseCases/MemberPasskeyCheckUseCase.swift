import Domain
import ScreenKit

/// Checks a passkey a known member offers (the second step of signing in, the sudo prompt) as
/// a code is checked: throttled under the second step's key and per address, one that does not
/// pass logged and counted, one that passes forgetting the account's failures.
struct MemberPasskeyCheckUseCase {
    enum Result: Equatable {
        case passed
        case refused
        case throttled(retryAfterSeconds: Int)
    }

    let ceremony: any PasskeyCeremony
    let throttle: SignInThrottleUseCase
    let securityLog: SecurityLogUseCase

    init(dependencies: any AccountDependencies) {
        ceremony = dependencies.passkeyCeremony
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    func callAsFunction(
        _ assertion: PasskeyAssertion, for purpose: PasskeyChallengePurpose, of member: User, from device: SessionDevice
    ) throws -> Result {
        switch try throttle.admitSecondStep(memberID: member.id, address: device.clientAddress) {
        case .throttled(let seconds):
            try securityLog.record(.signInThrottled, memberID: member.id, device: device)
            return .throttled(retryAfterSeconds: seconds)
        case .allowed(let ticket):
            do {
                _ = try ceremony.verify(assertion, purpose, memberID: member.id)
            } catch is PasskeyCeremonyError {
                try securityLog.record(.passkeyFailed, memberID: member.id, device: device)
                return .refused
            }
            try throttle.completed(email: member.email, memberID: member.id, ticket: ticket)
            return .passed
        }
    }
}
