import ScreenKit

/// The sign-in screen's logic: the form, and signing in with throttling, a generic failure
/// message and a safe `next`.
final class LoginPresenter: Presenting {
    let view: any Viewable<LoginViewModel>
    private let coordinator: any LoginCoordinating
    private let authenticate: AuthenticateUserUseCase
    private let throttle: SignInThrottleUseCase
    private let safeNext: SafeNextPathUseCase

    /// The same words for an unknown email and a wrong password, so the page does not tell
    /// which emails have accounts.
    static let incorrectCredentialsMessage = "The email or password is incorrect."

    init(view: any Viewable<LoginViewModel>, coordinator: any LoginCoordinating, dependencies: LoginDependencies) {
        self.view = view
        self.coordinator = coordinator
        authenticate = AuthenticateUserUseCase(users: dependencies.users, passwords: dependencies.passwords)
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        safeNext = SafeNextPathUseCase()
    }

    /// Shows the form, keeping `next` only when it is safe.
    func load(next: String?) {
        view.show(LoginViewModel(next: safeNext(next)))
    }

    /// Signs in, unless the account or the address has failed too often recently, or the
    /// address has signed in and up too often; then the password is not even checked.
    func signIn(email: String, password: String, next: String?, clientAddress: String) throws {
        let next = safeNext(next)
        let ticket: SignInTicket
        switch try throttle.admitSignIn(email: email, address: clientAddress) {
        case .throttled(let seconds):
            let model = LoginViewModel(email: email, next: next, error: Self.tooManyAttemptsMessage(retryAfterSeconds: seconds))
            view.showThrottled(model, retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let user = try authenticate(email: email, password: password) else {
            // Already counted as a failure when admitted.
            view.showProblems(LoginViewModel(email: email, next: next, error: Self.incorrectCredentialsMessage))
            return
        }
        try throttle.signInSucceeded(email: email, ticket: ticket)
        try coordinator.didSignIn(user, next: next)
    }

    static func tooManyAttemptsMessage(retryAfterSeconds seconds: Int) -> String {
        "Too many sign-in attempts. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }
}
