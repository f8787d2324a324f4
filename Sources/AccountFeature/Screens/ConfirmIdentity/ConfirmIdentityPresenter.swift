import Domain
import ScreenKit

/// Asks a signed-in member to prove it is them again before a sensitive action: their password,
/// or, when they turned authenticator codes on, a code from the app or a recovery code (the
/// stronger proof, and the one a member without a password has). Throttled and logged as
/// signing in is.
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
    private let securityLog: SecurityLogUseCase
    private let safeNext = SafeNextPathUseCase()

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.viewer = viewer
        users = dependencies.users
        checkPassword = MemberPasswordCheckUseCase(dependencies: dependencies)
        checkCode = MemberCodeCheckUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The prompt, keeping `next` only when it is safe.
    func load(next: String?) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        .show(ConfirmIdentityViewModel(next: safeNext(next), asksForCode: try checkCode.secondStep.isOn(userID: viewer.id)))
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
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: AccountMessages.enterPassword))
        }
        guard let member = try users.user(id: viewer.id) else {
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: AccountMessages.wrongPassword))
        }
        switch try checkPassword(password, of: member, from: device) {
        case .throttled(let seconds):
            let wait = AccountMessages.tooManyWrongPasswords(retryAfterSeconds: seconds)
            return .throttled(ConfirmIdentityViewModel(next: next, error: wait), retryAfterSeconds: seconds)
        case .wrong:
            let message = member.hasPassword ? AccountMessages.wrongPassword : AccountMessages.noPassword
            return .problems(ConfirmIdentityViewModel(next: next, passwordError: message))
        case .right:
            return Answer.go(next.map(Destination.next) ?? .settings).confirmingIdentity()
        }
    }

    private func confirm(code: String, next: String?, device: SessionDevice) throws -> Answer<ConfirmIdentityViewModel, Destination> {
        guard !code.trimmingWhitespace().isEmpty else {
            return .problems(ConfirmIdentityViewModel(next: next, asksForCode: true, codeError: AccountMessages.enterCode))
        }
        guard let member = try users.user(id: viewer.id) else {
            return .problems(ConfirmIdentityViewModel(next: next, asksForCode: true, codeError: AccountMessages.wrongCode))
        }
        var flash: FlashMessage?
        switch try checkCode(code, of: member, from: device) {
        case .throttled(let seconds):
            let wait = AccountMessages.tooManyWrongCodes(retryAfterSeconds: seconds)
            return .throttled(ConfirmIdentityViewModel(next: next, asksForCode: true, error: wait), retryAfterSeconds: seconds)
        case .wrong:
            return .problems(ConfirmIdentityViewModel(next: next, asksForCode: true, codeError: AccountMessages.wrongCode))
        case .authenticatorCode:
            break
        case .recoveryCode(let left):
            try securityLog.record(.recoveryCodeUsed, memberID: member.id, device: device)
            flash = .info(AccountMessages.recoveryCodeUsed(left: left))
        }
        return Answer.go(next.map(Destination.next) ?? .settings, flash: flash).confirmingIdentity()
    }
}
