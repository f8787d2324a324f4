import Domain
import ScreenKit

/// The sign-up screen's logic: validate every field, report every problem at once, create the
/// account.
struct RegisterPresenter {
    enum Destination: Equatable {
        /// The new member's page.
        case memberPage(id: Int)
    }

    private let validateName: NameValidatorUseCase
    private let validateEmail: EmailValidatorUseCase
    private let checkPassword: PasswordPolicyUseCase
    private let registerUser: RegisterUserUseCase
    private let throttle: SignInThrottleUseCase
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies) {
        validateName = NameValidatorUseCase()
        validateEmail = EmailValidatorUseCase()
        checkPassword = PasswordPolicyUseCase()
        registerUser = RegisterUserUseCase(
            users: dependencies.users, passwords: dependencies.passwords, clock: dependencies.clock,
            links: EmailLinkUseCase(dependencies: dependencies))
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    static let emailTakenMessage = "An account with this email already exists."

    /// The empty form.
    func load() -> Answer<RegisterViewModel, Destination> {
        .show(RegisterViewModel())
    }

    /// Creates the account when every field is valid and the address has not signed in and up
    /// too often recently; otherwise shows each field's problem next to it, or the wait,
    /// keeping what was typed except the passwords. The new account's security log starts with
    /// its first sign-in, from `device`.
    func register(
        name: String, email: String, password: String, passwordConfirmation: String, device: SessionDevice
    ) throws -> Answer<RegisterViewModel, Destination> {
        var model = RegisterViewModel(name: name, email: email)
        let validName = validateName(name).value(reportingTo: &model.nameError)
        let validEmail = validateEmail(email).value(reportingTo: &model.emailError)
        let passwordProblems = checkPassword(password: password, confirmation: passwordConfirmation)
        model.passwordError = passwordProblems.password?.message
        model.passwordConfirmationError = passwordProblems.confirmation?.message
        guard let validName, let validEmail, passwordProblems.isEmpty else { return .problems(model) }
        if case .throttled(let seconds) = try throttle.admitSignUp(email: validEmail, address: device.clientAddress) {
            model.error = Self.tooManySignUpsMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        }
        switch try registerUser(name: validName, email: validEmail, password: password) {
        case .emailTaken:
            model.emailError = Self.emailTakenMessage
            return .problems(model)
        case .registered(let user):
            try securityLog.record(.signedIn, memberID: user.id, device: device)
            return .go(.memberPage(id: user.id), flash: .success(Self.welcomeMessage)).signingIn(user, method: SignInMethod(.signUp))
        }
    }

    /// The flash after sign-up. It rides in a cookie, so it carries no member's text: a cookie
    /// grown past 4 KB would be dropped by browsers, after the account was committed.
    static let welcomeMessage = "Welcome! Your account is ready."

    static func tooManySignUpsMessage(retryAfterSeconds seconds: Int) -> String {
        "Too many sign-ups from your network, or for this address. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }
}
