import Domain
import ScreenKit

/// The second step of a sign-in: the member passed their password (or a mailed link) and
/// types a code from their authenticator app or a recovery code. Throttled as passwords are,
/// per account and per address; every wrong code is logged. A member who ticks "trust this
/// browser" gets a ``BrowserTrust`` under their current epoch with the session.
struct SecondStepPresenter {
    enum Destination: Equatable {
        case next(String)
        case memberPage(id: Int)
        /// Nothing is pending (expired, or never started): back to the password.
        case signIn
    }

    private let dependencies: any AccountDependencies

    init(_ dependencies: any AccountDependencies) {
        self.dependencies = dependencies
    }

    private var securityLog: SecurityLogUseCase {
        SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    func load(pending: PendingSignIn?) -> Answer<SecondStepViewModel, Destination> {
        guard pending != nil else { return .go(.signIn, flash: .info(AccountMessages.secondStepExpired)) }
        return .show(SecondStepViewModel())
    }

    func verify(
        code: String, trust: Bool = false, pending: PendingSignIn?, device: SessionDevice
    ) throws -> Answer<SecondStepViewModel, Destination> {
        guard let pending, let member = try dependencies.users.user(id: pending.userID) else {
            return .go(.signIn, flash: .info(AccountMessages.secondStepExpired))
        }
        guard !code.trimmingWhitespace().isEmpty else {
            return .problems(SecondStepViewModel(codeError: AccountMessages.enterCode, trust: trust))
        }
        var flash: FlashMessage?
        let method: SignInMethod
        switch try MemberCodeCheckUseCase(dependencies: dependencies)(code, of: member, from: device) {
        case .throttled(let seconds):
            let wait = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds)
            return .throttled(SecondStepViewModel(error: wait, trust: trust), retryAfterSeconds: seconds)
        case .wrong:
            return .problems(SecondStepViewModel(codeError: AccountMessages.wrongCode, trust: trust))
        case .authenticatorCode:
            try securityLog.record(.signedIn, memberID: member.id, device: device)
            method = SignInMethod(pending.firstStep, then: .authenticatorCode)
        case .recoveryCode(let left):
            try securityLog.record(.signedIn, memberID: member.id, device: device)
            try securityLog.record(.recoveryCodeUsed, memberID: member.id, device: device)
            flash = .info(AccountMessages.recoveryCodeUsed(left: left))
            method = SignInMethod(pending.firstStep, then: .recoveryCode)
        }
        let user = SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed)
        let browserTrust = trust ? try SecondStepUseCase(dependencies: dependencies).newTrust(userID: member.id) : nil
        return .go(pending.next.map(Destination.next) ?? .memberPage(id: member.id), flash: flash)
            .signingIn(user, remember: pending.remember, method: method, trustingBrowser: browserTrust)
    }
}
