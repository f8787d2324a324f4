import Domain
import ScreenKit

/// Asks a signed-in member for their password again before a sensitive action, throttled and
/// logged as signing in is.
final class ConfirmIdentityPresenter: Presenting {
    let view: any Viewable<ConfirmIdentityViewModel>
    private let coordinator: any ConfirmIdentityCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let checkPassword: MemberPasswordCheckUseCase
    private let safeNext = SafeNextPathUseCase()

    init(
        view: any Viewable<ConfirmIdentityViewModel>, coordinator: any ConfirmIdentityCoordinating, viewer: SignedInUser,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        users = dependencies.users
        checkPassword = MemberPasswordCheckUseCase(dependencies: dependencies)
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
        switch try checkPassword(password, of: member, from: device) {
        case .throttled(let seconds):
            let wait = AccountMessages.tooManyWrongPasswords(retryAfterSeconds: seconds)
            view.showThrottled(ConfirmIdentityViewModel(next: next, error: wait), retryAfterSeconds: seconds)
        case .wrong:
            let message = member.hasPassword ? AccountMessages.wrongPassword : AccountMessages.noPassword
            view.showProblems(ConfirmIdentityViewModel(next: next, passwordError: message))
        case .right:
            try coordinator.didConfirm(next: next)
        }
    }
}
