import Domain
import ScreenKit

/// Checks a signed-in member's password again (the sudo prompt, the password form's current
/// password) as signing in checks one: throttled per account and address, a wrong one logged
/// and counted, a right one forgetting the failure counted in advance.
struct MemberPasswordCheckUseCase: Sendable {
    enum Result: Equatable {
        case right
        case wrong
        case throttled(retryAfterSeconds: Int)
    }

    let passwords: any PasswordHashing
    let throttle: SignInThrottleUseCase
    let securityLog: SecurityLogUseCase

    init(dependencies: any AccountDependencies) {
        passwords = dependencies.passwords
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    func callAsFunction(_ password: String, of member: User, from device: SessionDevice) throws -> Result {
        switch try throttle.admitSignIn(email: member.email, address: device.clientAddress) {
        case .throttled(let seconds):
            try securityLog.record(.signInThrottled, memberID: member.id, device: device)
            return .throttled(retryAfterSeconds: seconds)
        case .allowed(let ticket):
            guard passwords.verify(password, against: member.passwordHashToVerify) else {
                try securityLog.record(.signInFailed, memberID: member.id, device: device)
                return .wrong
            }
            // Typed within a session that completed its sign-in: the member proved who they are.
            try throttle.completed(email: member.email, memberID: member.id, ticket: ticket)
            return .right
        }
    }
}
