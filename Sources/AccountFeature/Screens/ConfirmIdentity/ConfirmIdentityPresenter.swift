import Domain
import ScreenKit

/// Asks a signed-in member for their password again before a sensitive action, throttled and
/// logged as signing in is.
struct ConfirmIdentityPresenter {
    enum Destination: Equatable {
        /// The safe local path the member was on their way to.
        case next(String)
        case settings
    }

    private let viewer: SignedInUser
    private let users: any UserRepository
    private let checkPassword: MemberPasswordCheckUseCase
    private let safeNext = SafeNextPathUseCase()
    /// The page's language, for the messages the model carries.
    private let language: Language

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser, language: Language) {
        self.viewer = viewer
        self.language = language
        users = dependencies.users
        checkPassword = MemberPasswordCheckUseCase(dependencies: dependencies)
    }

    /// The prompt, keeping `next` only when it is safe.
    func load(next: String?) -> Answer<ConfirmIdentityViewModel, Destination> {
        .show(ConfirmIdentityViewModel(next: safeNext(next)))
    }

    /// Moves on when the password is the member's, with a new session id (a copy of the old
    /// cookie does not ride the window); a wrong one counts as a failed sign-in.
    func confirm(password: String, next: String?, device: SessionDevice) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        let next = safeNext(next)
        guard !password.isEmpty else {
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: SecurityText.enterPassword.text(in: language)))
        }
        guard let member = try users.user(id: viewer.id) else {
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: SecurityText.wrongPassword.text(in: language)))
        }
        switch try checkPassword(password, of: member, from: device) {
        case .throttled(let seconds):
            let wait = SecurityText.tooManyWrongPasswords.text(
                in: language, .count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
            return .throttled(ConfirmIdentityViewModel(next: next, error: wait), retryAfterSeconds: seconds)
        case .wrong:
            let message = (member.hasPassword ? SecurityText.wrongPassword : SecurityText.noPassword).text(in: language)
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: message))
        case .right:
            return Answer.go(next.map(Destination.next) ?? .settings).confirmingIdentity()
        }
    }
}
