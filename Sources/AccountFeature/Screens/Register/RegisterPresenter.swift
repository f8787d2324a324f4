import Domain
import ScreenKit

/// The sign-up screen's logic: validate every field, report every problem at once, create the
/// account; the owner of an address already taken is told of the try by mail.
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
    private let users: any UserRepository
    private let links: EmailLinkUseCase

    init(_ dependencies: any AccountDependencies) {
        users = dependencies.users
        links = EmailLinkUseCase(dependencies: dependencies)
        validateName = NameValidatorUseCase()
        validateEmail = EmailValidatorUseCase()
        checkPassword = PasswordPolicyUseCase()
        registerUser = RegisterUserUseCase(
            users: dependencies.users, passwords: dependencies.passwords, clock: dependencies.clock, links: links)
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

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
        let checkedName = validateName(name)
        let checkedEmail = validateEmail(email)
        model.nameError = checkedName.problem.localizedMessage
        model.emailError = checkedEmail.problem.localizedMessage
        let passwordProblems = checkPassword(password: password, confirmation: passwordConfirmation)
        model.passwordError = passwordProblems.password.localizedMessage
        model.passwordConfirmationError = passwordProblems.confirmation.localizedMessage
        guard case .success(let validName) = checkedName, case .success(let validEmail) = checkedEmail, passwordProblems.isEmpty else {
            return .problems(model)
        }
        if case .throttled(let seconds) = try throttle.admitSignUp(email: validEmail, address: device.clientAddress) {
            model.error = Self.tooManySignUpsMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        }
        switch try registerUser(name: validName, email: validEmail, password: password) {
        case .emailTaken:
            // Counted above as a message to the address, as the confirmation would have been.
            if let owner = try users.user(email: validEmail) {
                try links.sendSignUpAttempt(to: owner)
            }
            model.emailError = AccountText.emailTaken.text()
            return .problems(model)
        case .registered(let user):
            try securityLog.record(.signedIn, memberID: user.id, device: device)
            return .go(.memberPage(id: user.id), flash: .success(AccountText.welcome.text()))
                .signingIn(user, method: SignInMethod(.signUp))
        }
    }

    static func tooManySignUpsMessage(retryAfterSeconds seconds: Int) -> String {
        AccountText.tooManySignUps.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
    }
}
