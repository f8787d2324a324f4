import Domain
import ScreenKit

/// The sign-in screen's logic: the form, and signing in with throttling, a generic failure
/// message and a safe `next`.
struct LoginPresenter {
    enum Destination: Equatable {
        /// The safe local path the member was on their way to.
        case next(String)
        case memberPage(id: Int)
        /// The password was right; the member's second step comes next.
        case secondStep
    }

    private let dependencies: any AccountDependencies
    private let safeNext = SafeNextPathUseCase()

    init(_ dependencies: any AccountDependencies) {
        self.dependencies = dependencies
    }

    // Made for a sign-in only: showing the form, most of this screen's requests, copies no
    // repository. Each copy retains the database object every request thread shares, and
    // those counts were a measurable part of the form's cost.
    private var authenticate: AuthenticateUserUseCase {
        AuthenticateUserUseCase(users: dependencies.users, passwords: dependencies.passwords)
    }

    private var throttle: SignInThrottleUseCase {
        SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
    }

    private var securityLog: SecurityLogUseCase {
        SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The form, keeping `next` only when it is safe.
    func load(next: String?) -> Answer<LoginViewModel, Destination> {
        .show(LoginViewModel(next: safeNext(next)))
    }

    /// Signs in, unless the email is longer than any address, the account or the address has
    /// failed too often recently, or the address has signed in and up too often; then the
    /// password is not even checked. The account's security log records the sign-in, a wrong
    /// password or the refusal. A member with a second step goes on to it, unless this browser
    /// holds their current `browserTrust`: the password is still asked, only the code is not.
    func signIn(
        email: String, password: String, remember: Bool, next: String?, device: SessionDevice, browserTrust: BrowserTrust? = nil
    ) throws -> Answer<LoginViewModel, Destination> {
        let next = safeNext(next)
        // No account has a longer address (sign-up refuses one): it fails as a wrong password
        // does, before it becomes a throttle key of its own size or costs a hash. Its quicker
        // answer tells only that it is too long, which its sender knows.
        let refused = LoginViewModel(email: email, next: next, error: AccountText.incorrectCredentials.text(), remember: remember)
        guard EmailValidatorUseCase.fitsTheField(email) else { return .problems(refused) }
        let ticket: SignInTicket
        switch try throttle.admitSignIn(email: email, address: device.clientAddress) {
        case .throttled(let seconds):
            if let member = try dependencies.users.user(email: email.trimmingWhitespace()) {
                try securityLog.record(.signInThrottled, memberID: member.id, device: device)
            }
            let model = LoginViewModel(
                email: email, next: next, error: Self.tooManyAttemptsMessage(retryAfterSeconds: seconds), remember: remember)
            return .throttled(model, retryAfterSeconds: seconds)
        case .allowed(let admitted):
            ticket = admitted
        }
        switch try authenticate(email: email, password: password) {
        case .unknownEmail:
            // Already counted as a failure when admitted.
            return .problems(refused)
        case .wrongPassword(let memberID):
            try securityLog.record(.signInFailed, memberID: memberID, device: device)
            return .problems(refused)
        case .authenticated(let user):
            // Remembering the password voids a reset link still lying in the mailbox.
            try dependencies.emailTokens.revoke(userID: user.id, purposes: [.passwordReset])
            var method = SignInMethod.password
            let secondStep = SecondStepUseCase(dependencies: dependencies)
            if try secondStep.isOn(userID: user.id) {
                guard try secondStep.trusts(browserTrust, userID: user.id) else {
                    // Not a failure, but no completed sign-in either: the account's wrong codes stay.
                    try throttle.passed(ticket)
                    let pending = try PendingSignInUseCase(dependencies: dependencies)
                        .start(userID: user.id, remember: remember, next: next, firstStep: .password)
                    return Answer.go(.secondStep).awaitingSecondStep(pending)
                }
                method = method.completed(by: .trustedBrowser)
            }
            try throttle.completed(email: email, memberID: user.id, ticket: ticket)
            try securityLog.record(.signedIn, memberID: user.id, device: device)
            return .go(next.map(Destination.next) ?? .memberPage(id: user.id)).signingIn(user, remember: remember, method: method)
        }
    }

    static func tooManyAttemptsMessage(retryAfterSeconds seconds: Int) -> String {
        AccountText.tooManySignInAttempts.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
    }
}
