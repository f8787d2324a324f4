import Domain
import ScreenKit

/// The second step of a sign-in: the member passed their password (or a mailed link) and
/// types a code from their authenticator app or a recovery code, or uses one of their
/// passkeys. Throttled as passwords are, per account and per address; every wrong code and
/// refused passkey is logged. A member who ticks "trust this browser" gets a ``BrowserTrust``
/// under their current epoch with the session.
struct SecondStepPresenter {
    enum Destination: Equatable {
        case next(String)
        case memberPage(id: Int)
        /// Nothing is pending (expired, or never started): back to the password.
        case signIn
    }

    private let dependencies: any AccountDependencies
    /// The page's language, for the messages the model and the flash carry.
    private let language: Language

    init(_ dependencies: any AccountDependencies, language: Language) {
        self.dependencies = dependencies
        self.language = language
    }

    private var securityLog: SecurityLogUseCase {
        SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    private var expired: Answer<SecondStepViewModel, Destination> {
        .go(.signIn, flash: .info(SecondStepText.secondStepExpired.text(in: language)))
    }

    func load(pending: PendingSignIn?) throws -> Answer<SecondStepViewModel, Destination> {
        guard let pending else { return expired }
        return .show(try model(for: pending.userID))
    }

    func verify(
        code: String, trust: Bool = false, pending: PendingSignIn?, device: SessionDevice
    ) throws -> Answer<SecondStepViewModel, Destination> {
        guard let pending, let member = try dependencies.users.user(id: pending.userID) else { return expired }
        var model = try model(for: member.id)
        model.trust = trust
        guard !code.trimmingWhitespace().isEmpty else {
            model.codeError = SecondStepText.enterCode.text(in: language)
            return .problems(model)
        }
        var flash: FlashMessage?
        let method: SignInMethod
        switch try MemberCodeCheckUseCase(dependencies: dependencies)(code, of: member, from: device) {
        case .throttled(let seconds):
            model.error = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds, in: language)
            return .throttled(model, retryAfterSeconds: seconds)
        case .wrong:
            model.codeError = SecondStepText.wrongCode.text(in: language)
            return .problems(model)
        case .authenticatorCode:
            try securityLog.record(.signedIn, memberID: member.id, device: device)
            method = SignInMethod(pending.firstStep, then: .authenticatorCode)
        case .recoveryCode(let left):
            try securityLog.record(.signedIn, memberID: member.id, device: device)
            try securityLog.record(.recoveryCodeUsed, memberID: member.id, device: device)
            flash = .info(SecondStepText.recoveryCodeUsed.text(in: language, .count(left)))
            method = SignInMethod(pending.firstStep, then: .recoveryCode)
        }
        return try signIn(member, pending: pending, method: method, trust: trust, flash: flash)
    }

    /// The screen with a challenge for one of the member's passkeys, for the script.
    func passkeyOptions(pending: PendingSignIn?) throws -> Answer<SecondStepViewModel, Destination> {
        guard let pending else { return expired }
        var model = try model(for: pending.userID)
        model.passkeyOptions = try dependencies.passkeyCeremony.availableRequestOptions(.secondStep, memberID: pending.userID)
        guard model.passkeyOptions != nil else {
            model.error = PasskeyText.passkeysUnavailable.text(in: language)
            return .problems(model)
        }
        return .show(model)
    }

    /// Signs in when one of the member's passkeys signed the challenge.
    func verify(passkey assertion: PasskeyAssertion, pending: PendingSignIn?, device: SessionDevice) throws -> Answer<SecondStepViewModel, Destination> {
        guard let pending, let member = try dependencies.users.user(id: pending.userID) else { return expired }
        var model = try model(for: member.id)
        switch try MemberPasskeyCheckUseCase(dependencies: dependencies)(assertion, for: .secondStep, of: member, from: device) {
        case .throttled(let seconds):
            model.error = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds, in: language)
            return .throttled(model, retryAfterSeconds: seconds)
        case .refused:
            model.error = PasskeyText.passkeyRefused.text(in: language)
            return .problems(model)
        case .passed:
            try securityLog.record(.signedInWithPasskey, memberID: member.id, device: device)
            return try signIn(
                member, pending: pending, method: SignInMethod(pending.firstStep, then: .passkey), trust: false, flash: nil)
        }
    }

    private func model(for memberID: Int) throws -> SecondStepViewModel {
        SecondStepViewModel(offersPasskey: !(try dependencies.passkeys.passkeys(userID: memberID).isEmpty))
    }

    private func signIn(
        _ member: User, pending: PendingSignIn, method: SignInMethod, trust: Bool, flash: FlashMessage?
    ) throws -> Answer<SecondStepViewModel, Destination> {
        let user = SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed)
        let browserTrust = trust ? try SecondStepUseCase(dependencies: dependencies).newTrust(userID: member.id) : nil
        return .go(pending.next.map(Destination.next) ?? .memberPage(id: member.id), flash: flash)
            .signingIn(user, remember: pending.remember, method: method, trustingBrowser: browserTrust)
    }
}
