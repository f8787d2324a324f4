import Domain
import ScreenKit

/// Asks a signed-in member to prove it is them again before a sensitive action: their password,
/// or, when they turned authenticator codes on, a code from the app or a recovery code (the
/// stronger proof, and the one a member without a password has); or one of their passkeys,
/// which checks its person itself. Throttled and logged as signing in is.
struct ConfirmIdentityPresenter {
    enum Destination: Equatable {
        /// The safe local path the member was on their way to.
        case next(String)
        case settings
    }

    private let viewer: SignedInUser
    private let users: any UserRepository
    private let checkPassword: MemberPasswordCheckUseCase
    private let checkCode: MemberCodeCheckUseCase
    private let checkPasskey: MemberPasskeyCheckUseCase
    private let passkeys: any PasskeyRepository
    private let challenges: PasskeyChallengeUseCase
    private let securityLog: SecurityLogUseCase
    private let safeNext = SafeNextPathUseCase()

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.viewer = viewer
        users = dependencies.users
        checkPassword = MemberPasswordCheckUseCase(dependencies: dependencies)
        checkCode = MemberCodeCheckUseCase(dependencies: dependencies)
        checkPasskey = MemberPasskeyCheckUseCase(dependencies: dependencies)
        passkeys = dependencies.passkeys
        challenges = PasskeyChallengeUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The prompt, keeping `next` only when it is safe.
    func load(next: String?) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        .show(try prompt(next: safeNext(next)))
    }

    /// The prompt with a challenge for one of the member's passkeys, for the script.
    func passkeyOptions(next: String?, device: SessionDevice) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        try challenges.requestOptions(.sudo, memberID: viewer.id, from: device)
            .answer(try prompt(next: safeNext(next)), options: \.passkeyOptions, error: \.error)
    }

    /// Moves on when one of the member's passkeys signed the challenge, as a right password does.
    func confirm(passkey assertion: PasskeyAssertion, next: String?, device: SessionDevice) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        var model = try prompt(next: safeNext(next))
        guard let member = try users.user(id: viewer.id) else { return .forbidden(PasskeyText.passkeyRefused.text()) }
        switch try checkPasskey(assertion, for: .sudo, of: member, from: device) {
        case .throttled(let seconds):
            model.error = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        case .refused:
            model.error = PasskeyText.passkeyRefused.text()
            return .problems(model)
        case .passed:
            return Answer.go(model.next.map(Destination.next) ?? .settings).confirmingIdentity()
        }
    }

    private func prompt(next: String?) throws -> ConfirmIdentityViewModel {
        ConfirmIdentityViewModel(
            next: next, asksForCode: try checkCode.secondStep.isOn(userID: viewer.id),
            offersPasskey: !(try passkeys.passkeys(userID: viewer.id).isEmpty))
    }

    /// Moves on when the password (or, with the second step on, the code) is the member's, with
    /// a new session id (a copy of the old cookie does not ride the window); a wrong one counts
    /// as a failed sign-in.
    func confirm(password: String, code: String, next: String?, device: SessionDevice) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        let next = safeNext(next)
        if try checkCode.secondStep.isOn(userID: viewer.id) {
            return try confirm(code: code, next: next, device: device)
        }
        guard !password.isEmpty else {
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: SecurityText.enterPassword.text()))
        }
        guard let member = try users.user(id: viewer.id) else {
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: SecurityText.wrongPassword.text()))
        }
        switch try checkPassword(password, of: member, from: device) {
        case .throttled(let seconds):
            let wait = SecurityText.tooManyWrongPasswords.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
            return .throttled(ConfirmIdentityViewModel(next: next, error: wait), retryAfterSeconds: seconds)
        case .wrong:
            let message = (member.hasPassword ? SecurityText.wrongPassword : SecurityText.noPassword).text()
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: message))
        case .right:
            return Answer.go(next.map(Destination.next) ?? .settings).confirmingIdentity()
        }
    }

    private func confirm(code: String, next: String?, device: SessionDevice) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        guard !code.trimmingWhitespace().isEmpty else {
            return .problems(ConfirmIdentityViewModel(next: next, asksForCode: true, codeError: SecondStepText.enterCode.text()))
        }
        guard let member = try users.user(id: viewer.id) else {
            return .problems(ConfirmIdentityViewModel(next: next, asksForCode: true, codeError: SecondStepText.wrongCode.text()))
        }
        var flash: FlashMessage?
        switch try checkCode(code, of: member, from: device) {
        case .throttled(let seconds):
            let wait = SecondStepUseCase.tooManyWrongCodesMessage(retryAfterSeconds: seconds)
            return .throttled(ConfirmIdentityViewModel(next: next, asksForCode: true, error: wait), retryAfterSeconds: seconds)
        case .wrong:
            return .problems(ConfirmIdentityViewModel(next: next, asksForCode: true, codeError: SecondStepText.wrongCode.text()))
        case .authenticatorCode:
            break
        case .recoveryCode(let left):
            try securityLog.record(.recoveryCodeUsed, memberID: member.id, device: device)
            flash = .info(SecondStepText.recoveryCodeUsed.text(.count(left)))
        }
        return Answer.go(next.map(Destination.next) ?? .settings, flash: flash).confirmingIdentity()
    }
}
