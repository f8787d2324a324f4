import Domain
import ScreenKit

/// Asks a signed-in member for their password again before a sensitive action, throttled and
/// logged as signing in is.
final class ConfirmIdentityPresenter: Presenting {
    let view: any Viewable<ConfirmIdentityViewModel>
    private let coordinator: any ConfirmIdentityCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let passwords: any PasswordHashing
    private let throttle: SignInThrottleUseCase
    private let securityLog: SecurityLogUseCase
    private let safeNext = SafeNextPathUseCase()

    init(
        view: any Viewable<ConfirmIdentityViewModel>, coordinator: any ConfirmIdentityCoordinating, viewer: SignedInUser,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        users = dependencies.users
        passwords = dependencies.passwords
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Shows the prompt, keeping `next` only when it is safe.
    func load(next: String?) {
        view.show(ConfirmIdentityViewModel(next: safeNext(next)))
    }

    /// Moves on when the password is the member's; a wrong one counts as a failed sign-in.
    func confirm(password: String, next: String?, device: SessionDevice) throws {
        let next = safeNext(next)
        guard !password.isEmpty else {
            view.showProblems(ConfirmIdentityViewModel(next: next, passwordError: AccountMessages.enterPassword))
            return
        }
        guard let member = try users.user(id: viewer.id) else {
            view.showProblems(ConfirmIdentityViewModel(next: next, passwordError: AccountMessages.wrongPassword))
            return
        }
        let ticket: SignInTicket
        switch try throttle.admitSignIn(email: member.email, address: device.clientAddress) {
        case .throttled(let seconds):
            try securityLog.record(.signInThrottled, memberID: member.id, device: device)
            let wait = AccountMessages.tooManyWrongPasswords(retryAfterSeconds: seconds)
            view.showThrottled(ConfirmIdentityViewModel(next: next, error: wait), retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard passwords.verify(password, against: member.passwordHash) else {
            try securityLog.record(.signInFailed, memberID: member.id, device: device)
            view.showProblems(ConfirmIdentityViewModel(next: next, passwordError: AccountMessages.wrongPassword))
            return
        }
        try throttle.signInSucceeded(email: member.email, ticket: ticket)
        try coordinator.didConfirm(next: next)
    }
}
