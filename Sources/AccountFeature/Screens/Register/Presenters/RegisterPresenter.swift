import Domain
import ScreenKit

/// The sign-up screen's logic: validate every field, report every problem at once, create the
/// account.
final class RegisterPresenter: Presenting {
    let view: any Viewable<RegisterViewModel>
    private let coordinator: any RegisterCoordinating
    private let validateName: NameValidatorUseCase
    private let validateEmail: EmailValidatorUseCase
    private let checkPassword: PasswordPolicyUseCase
    private let registerUser: RegisterUserUseCase
    private let throttle: SignInThrottleUseCase
    private let securityLog: SecurityLogUseCase

    init(view: any Viewable<RegisterViewModel>, coordinator: any RegisterCoordinating, dependencies: AccountDependencies) {
        self.view = view
        self.coordinator = coordinator
        validateName = NameValidatorUseCase()
        validateEmail = EmailValidatorUseCase()
        checkPassword = PasswordPolicyUseCase()
        registerUser = RegisterUserUseCase(
            users: dependencies.users, passwords: dependencies.passwords, clock: dependencies.clock,
            links: EmailLinkUseCase(dependencies: dependencies))
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    static let emailTakenMessage = "An account with this email already exists."

    /// Shows the empty form.
    func load() {
        view.show(RegisterViewModel())
    }

    /// Creates the account when every field is valid and the address has not signed in and up
    /// too often recently; otherwise shows each field's problem next to it, or the wait,
    /// keeping what was typed except the passwords. The new account's security log starts with
    /// its first sign-in, from `device`.
    func register(name: String, email: String, password: String, passwordConfirmation: String, device: SessionDevice) throws {
        var model = RegisterViewModel(name: name, email: email)
        let validName = validateName(name).value(reportingTo: &model.nameError)
        let validEmail = validateEmail(email).value(reportingTo: &model.emailError)
        let passwordProblems = checkPassword(password: password, confirmation: passwordConfirmation)
        model.passwordError = passwordProblems.password?.message
        model.passwordConfirmationError = passwordProblems.confirmation?.message
        guard let validName, let validEmail, passwordProblems.isEmpty else {
            view.showProblems(model)
            return
        }
        if case .throttled(let seconds) = try throttle.admitSignUp(email: validEmail, address: device.clientAddress) {
            model.error = Self.tooManySignUpsMessage(retryAfterSeconds: seconds)
            view.showThrottled(model, retryAfterSeconds: seconds)
            return
        }
        switch try registerUser(name: validName, email: validEmail, password: password) {
        case .emailTaken:
            model.emailError = Self.emailTakenMessage
            view.showProblems(model)
        case .registered(let user):
            try securityLog.record(.signedIn, memberID: user.id, device: device)
            try coordinator.didRegister(user, welcome: Self.welcomeMessage)
        }
    }

    /// The flash after sign-up. It rides in a cookie, so it carries no member's text: a cookie
    /// grown past 4 KB would be dropped by browsers, after the account was committed.
    static let welcomeMessage = "Welcome! Your account is ready."

    static func tooManySignUpsMessage(retryAfterSeconds seconds: Int) -> String {
        "Too many sign-ups from your network, or for this address. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }
}
