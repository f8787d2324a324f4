import Domain
import ScreenKit

/// The second step of a sign-in: the member passed their password (or a mailed link) and
/// types a code from their authenticator app or a recovery code, or uses one of their
/// passkeys. Throttled as passwords are, per member and per address; every wrong code and
/// refused passkey is logged. The sign-in waiting here must still be live
/// (``PendingSignInUseCase``) and completes once. A member who ticks "trust this browser" gets
/// a ``BrowserTrust`` under their current epoch with the session.
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

    private var pendingSignIns: PendingSignInUseCase {
        PendingSignInUseCase(dependencies: dependencies)
    }

    private var expired: Answer<SecondStepViewModel, Destination> {
        .go(.signIn, flash: .info(SecondStepText.secondStepExpired.text()))
    }

    /// The member of a sign-in that still waits here.
    private func waitingMember(_ pending: PendingSignIn?) throws -> (PendingSignIn, User)? {
        guard let pending = try pendingSignIns.live(pending), let member = try dependencies.users.user(id: pending.userID) else {
            return nil
        }
        return (pending, member)
    }

    func load(pending: PendingSignIn?) throws -> Answer<SecondStepViewModel, Destination> {
        guard let (_, member) = try waitingMember(pending) else { return expired }
        return .show(try model(for: member))
    }

    func verify(
        code: String, trust: Bool = false, pending: PendingSignIn?, device: SessionDevice
    ) throws -> Answer<SecondStepViewModel, Destination> {
        guard let (pending, member) = try waitingMember(pending) else { return expired }
        var model = try model(for: member)
        model.trust = trust
        guard !code.trimmingWhitespace().isEmpty else {
            model.codeError = SecondStepText.enterCode.text()
            return .problems(model)
        }
        var flash: FlashMessage?
        var events: [SecurityEvent.Kind] = [.signedIn]
        let method: SignInMethod
        switch try MemberCodeCheckUseCase(dependencies: dependencies)(code, of: member, from: device) {
        case .throttled(let seconds):
            model.error = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        case .wrong:
            model.codeError = SecondStepText.wrongCode.text()
            return .problems(model)
        case .authenticatorCode:
            method = SignInMethod(pending.firstStep, then: .authenticatorCode)
        case .recoveryCode(let left):
            events.append(.recoveryCodeUsed)
            flash = .info(SecondStepText.recoveryCodeUsed.text(.count(left)))
            method = SignInMethod(pending.firstStep, then: .recoveryCode)
        }
        return try signIn(member, pending: pending, method: method, trust: trust, flash: flash, logging: events, from: device)
    }

    /// The screen with a challenge for one of the member's passkeys, for the script; limited per
    /// member and address, as each challenge is a stored row.
    func passkeyOptions(pending: PendingSignIn?, device: SessionDevice) throws -> Answer<SecondStepViewModel, Destination> {
        guard let (_, member) = try waitingMember(pending) else { return expired }
        return try PasskeyChallengeUseCase(dependencies: dependencies)
            .requestOptions(.secondStep, memberID: member.id, from: device)
            .answer(try model(for: member), options: \.passkeyOptions, error: \.error)
    }

    /// Signs in when one of the member's passkeys signed the challenge.
    func verify(passkey assertion: PasskeyAssertion, pending: PendingSignIn?, device: SessionDevice) throws -> Answer<SecondStepViewModel, Destination> {
        guard let (pending, member) = try waitingMember(pending) else { return expired }
        var model = try model(for: member)
        switch try MemberPasskeyCheckUseCase(dependencies: dependencies)(assertion, for: .secondStep, of: member, from: device) {
        case .throttled(let seconds):
            model.error = LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        case .refused:
            model.error = PasskeyText.passkeyRefused.text()
            return .problems(model)
        case .passed:
            return try signIn(
                member, pending: pending, method: SignInMethod(pending.firstStep, then: .passkey), trust: false, flash: nil,
                logging: [.signedInWithPasskey], from: device)
        }
    }

    private func model(for member: User) throws -> SecondStepViewModel {
        SecondStepViewModel(account: member.email, offersPasskey: !(try dependencies.passkeys.passkeys(userID: member.id).isEmpty))
    }

    /// The session, logged as `events`, if this request is the one that completes the waiting
    /// sign-in (another may have, with another code, or it ended meanwhile).
    private func signIn(
        _ member: User, pending: PendingSignIn, method: SignInMethod, trust: Bool, flash: FlashMessage?,
        logging events: [SecurityEvent.Kind], from device: SessionDevice
    ) throws -> Answer<SecondStepViewModel, Destination> {
        guard try pendingSignIns.finish(pending) else { return expired }
        for event in events {
            try securityLog.record(event, memberID: member.id, device: device)
        }
        let user = SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed)
        let browserTrust = trust ? try SecondStepUseCase(dependencies: dependencies).newTrust(userID: member.id) : nil
        return .go(pending.next.map(Destination.next) ?? .memberPage(id: member.id), flash: flash)
            .signingIn(user, remember: pending.remember, method: method, trustingBrowser: browserTrust)
    }
}
