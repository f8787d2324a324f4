import Domain
import ScreenKit

/// Tells a member by mail whenever a way into their account is added, changed or turned off
/// (a passkey, authenticator codes, new recovery codes), as a change of address is told: someone
/// who got into one of their sessions cannot add a way in quietly. Each notice counts against
/// the messages a member may cause, so a change that would mail past that limit waits.
struct WayInNoticeUseCase {
    enum Admission: Equatable {
        case allowed
        case throttled(retryAfterSeconds: Int, message: String)
    }

    let users: any UserRepository
    let throttle: SignInThrottleUseCase
    let mail: EmailLinkUseCase

    init(dependencies: any AccountDependencies) {
        users = dependencies.users
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        mail = EmailLinkUseCase(dependencies: dependencies)
    }

    /// Counts the notice a change is about to send, before the change is made.
    func admit(memberID: Int) throws -> Admission {
        switch try throttle.admitNotice(memberID: memberID) {
        case .allowed: return .allowed
        case .throttled(let seconds):
            let message = SecondStepText.tooManyChanges.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
            return .throttled(retryAfterSeconds: seconds, message: message)
        }
    }

    /// Mails the member `change`, at their address now.
    func send(_ change: WayInChange, to memberID: Int) throws {
        guard let member = try users.user(id: memberID) else { return }
        try mail.sendWayInNotice(change, to: member)
    }
}
