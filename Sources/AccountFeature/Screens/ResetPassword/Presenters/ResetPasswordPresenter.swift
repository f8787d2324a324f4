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
    private let passwords: any PasswordHashing
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let checkNewPassword = PasswordPolicyUseCase()
    private let securityLog: SecurityLogUseCase

    init(view: any Viewable<ResetPasswordViewModel>, coordinator: any ResetPasswordCoordinating, dependencies: AccountDependencies) {
        self.view = view
        self.coordinator = coordinator
        users = dependencies.users
        passwords = dependencies.passwords
        clock = dependencies.clock
        links = MailedLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The form for a link that still works; the generic message for any other.
    func load(token: String) throws {
        guard try links.link(token, for: .passwordReset) != nil else {
            view.showProblems(ResetPasswordViewModel(linkInvalid: true))
            return
        }
        view.show(ResetPasswordViewModel(token: token))
    }

    func reset(token: String, password: String, confirmation: String, device: SessionDevice) throws {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            view.showThrottled(ResetPasswordViewModel(token: token, error: message), retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let link = try links.link(token, for: .passwordReset) else {
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
        guard let proof = try users.resetPassword(tokenHash: link.digest, to: hash, at: clock.secondsSince1970) else {
            view.showProblems(ResetPasswordViewModel(linkInvalid: true))
            return
        }
        let member = proof.member
        try links.succeeded(for: member, ticket: ticket)
        try securityLog.record(.passwordReset, memberID: member.id, device: device)
        try securityLog.record(proof, device: device)
        try coordinator.didResetPassword(for: SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed))
    }
}
