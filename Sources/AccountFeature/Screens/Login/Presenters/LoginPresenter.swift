import Domain
import ScreenKit

/// The sign-in screen's logic: the form, and signing in with throttling, a generic failure
/// message and a safe `next`.
final class LoginPresenter: Presenting {
    let view: any Viewable<LoginViewModel>
    private let coordinator: any LoginCoordinating
    private let dependencies: AccountDependencies
    private let safeNext = SafeNextPathUseCase()

    /// The same words for an unknown email and a wrong password, so the page does not tell
    /// which emails have accounts.
    static let incorrectCredentialsMessage = "The email or password is incorrect."

    init(view: any Viewable<LoginViewModel>, coordinator: any LoginCoordinating, dependencies: AccountDependencies) {
        self.view = view
        self.coordinator = coordinator
        self.dependencies = dependencies
    }

    // Made for a sign-in only: showing the form, most of this screen's requests, copies no
    // repository. Each copy retains the database object every request thread shares, and
    // those counts were a measurable part of the form's cost.
    private var authenticate: AuthenticateUserUseCase {
        AuthenticateUserUseCase(users: dependencies.users, passwords: dependencies.passwords)
    }

    private var throttle: SignInThrottleUseCase {
        SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
    }

    private var securityLog: SecurityLogUseCase {
        SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Shows the form, keeping `next` only when it is safe.
    func load(next: String?) {
        view.show(LoginViewModel(next: safeNext(next)))
    }

    /// Signs in, unless the email is longer than any address, the account or the address has
    /// failed too often recently, or the address has signed in and up too often; then the
    /// password is not even checked. The account's security log records the sign-in, a wrong
    /// password or the refusal.
    func signIn(email: String, password: String, remember: Bool, next: String?, device: SessionDevice) throws {
        let next = safeNext(next)
        // No account has a longer address (sign-up refuses one): it fails as a wrong password
        // does, before it becomes a throttle key of its own size or costs a hash. Its quicker
        // answer tells only that it is too long, which its sender knows.
        guard EmailValidatorUseCase.fitsTheField(email) else {
            view.showProblems(LoginViewModel(email: email, next: next, error: Self.incorrectCredentialsMessage, remember: remember))
            return
        }
        let ticket: SignInTicket
        switch try throttle.admitSignIn(email: email, address: device.clientAddress) {
        case .throttled(let seconds):
            if let member = try dependencies.users.user(email: email.trimmingWhitespace()) {
                try securityLog.record(.signInThrottled, memberID: member.id, device: device)
            }
            let model = LoginViewModel(
                email: email, next: next, error: Self.tooManyAttemptsMessage(retryAfterSeconds: seconds), remember: remember)
            view.showThrottled(model, retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        switch try authenticate(email: email, password: password) {
        case .unknownEmail:
            // Already counted as a failure when admitted.
            view.showProblems(LoginViewModel(email: email, next: next, error: Self.incorrectCredentialsMessage, remember: remember))
        case .wrongPassword(let memberID):
            try securityLog.record(.signInFailed, memberID: memberID, device: device)
            view.showProblems(LoginViewModel(email: email, next: next, error: Self.incorrectCredentialsMessage, remember: remember))
        case .authenticated(let user):
            try throttle.signInSucceeded(email: email, ticket: ticket)
            // Remembering the password voids a reset link still lying in the mailbox.
            try dependencies.tokens.revoke(userID: user.id, purposes: [.passwordReset])
            try securityLog.record(.signedIn, memberID: user.id, device: device)
            try coordinator.didSignIn(user, remember: remember, next: next)
        }
    }

    static func tooManyAttemptsMessage(retryAfterSeconds seconds: Int) -> String {
        "Too many sign-in attempts. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }
}
