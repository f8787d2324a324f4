import ScreenKit

/// The sign-in screen's logic: the form, and signing in with throttling, a generic failure
/// message and a safe `next`.
final class LoginPresenter: Presenting {
    let view: any LoginViewable
    private let coordinator: any LoginCoordinating
    private let authenticate: AuthenticateUserUseCase
    private let throttle: SignInThrottleUseCase
    private let safeNext: SafeNextPathUseCase

    init(view: any LoginViewable, coordinator: any LoginCoordinating, dependencies: LoginDependencies) {
        self.view = view
        self.coordinator = coordinator
        authenticate = AuthenticateUserUseCase(users: dependencies.users, passwords: dependencies.passwords)
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        safeNext = SafeNextPathUseCase()
    }

    /// Shows the form, keeping `next` only when it is safe; a signed-in viewer moves on.
    func load(viewer: SignedInUser?, next: String?) {
        if let viewer {
            coordinator.showSignedInUser(id: viewer.id)
            return
        }
        view.show(LoginViewModel(next: safeNext(next)))
    }

    /// Signs in, unless the account or the address has failed too often recently; then the
    /// password is not even checked.
    func signIn(email: String, password: String, next: String?, clientAddress: String) throws {
        let next = safeNext(next)
        if case .throttled(let seconds) = try throttle.check(email: email, address: clientAddress) {
            view.showTooManyAttempts(LoginViewModel(email: email, next: next, error: Self.tooManyAttemptsMessage(retryAfterSeconds: seconds)))
            coordinator.signInThrottled(retryAfterSeconds: seconds)
            return
        }
        guard let user = try authenticate(email: email, password: password) else {
            try throttle.recordFailure(email: email, address: clientAddress)
            view.showSignInFailure(LoginViewModel(email: email, next: next, error: Self.incorrectCredentialsMessage))
            return
        }
        try throttle.recordSuccess(email: email)
        try coordinator.didSignIn(user, next: next)
    }
}
