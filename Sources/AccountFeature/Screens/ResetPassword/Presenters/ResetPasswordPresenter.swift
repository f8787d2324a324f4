import Domain
import ScreenKit

/// Setting a new password from a reset link. The link is checked before any hashing and again,
/// atomically, when the password is stored (which uses it up, ends every session and voids the
/// member's other links). An unknown, used, expired or voided link gets one message, whatever
/// the reason; each try counts against the client like a wrong password.
final class ResetPasswordPresenter: Presenting {
    let view: any Viewable<ResetPasswordViewModel>
    private let coordinator: any ResetPasswordCoordinating
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let passwords: any PasswordHashing
    private let clock: any WallClock
    private let throttle: SignInThrottleUseCase
    private let checkNewPassword = PasswordPolicyUseCase()
    private let securityLog: SecurityLogUseCase

    init(view: any Viewable<ResetPasswordViewModel>, coordinator: any ResetPasswordCoordinating, dependencies: AccountDependencies) {
        self.view = view
        self.coordinator = coordinator
        users = dependencies.users
        tokens = dependencies.tokens
        passwords = dependencies.passwords
        clock = dependencies.clock
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The form for a link that still works; the generic message for any other.
    func load(token: String) throws {
        guard let digest = LinkSecret.digest(of: token),
            try tokens.token(hash: digest, purpose: .passwordReset, at: clock.secondsSince1970) != nil
        else {
            view.showProblems(ResetPasswordViewModel(linkInvalid: true))
            return
        }
        view.show(ResetPasswordViewModel(token: token))
    }

    func reset(token: String, password: String, confirmation: String, device: SessionDevice) throws {
        let ticket: SignInTicket
        switch try throttle.admitLinkUse(address: device.clientAddress) {
        case .throttled(let seconds):
            let model = ResetPasswordViewModel(token: token, error: LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds))
            view.showThrottled(model, retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let digest = LinkSecret.digest(of: token),
            try tokens.token(hash: digest, purpose: .passwordReset, at: clock.secondsSince1970) != nil
        else {
            view.showProblems(ResetPasswordViewModel(linkInvalid: true))
            return
        }
        let problems = checkNewPassword(password: password, confirmation: confirmation)
        guard problems.isEmpty else {
            view.showProblems(ResetPasswordViewModel(
                token: token, passwordError: problems.password?.message, passwordConfirmationError: problems.confirmation?.message))
            return
        }
        let hash = try passwords.hash(password)
        guard let member = try users.resetPassword(tokenHash: digest, to: hash, at: clock.secondsSince1970) else {
            view.showProblems(ResetPasswordViewModel(linkInvalid: true))
            return
        }
        try throttle.linkUseSucceeded(email: member.email, ticket: ticket)
        try securityLog.record(.passwordReset, memberID: member.id, device: device)
        try coordinator.didResetPassword(for: SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed))
    }
}
