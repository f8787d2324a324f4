import Domain
import ScreenKit

/// Turning authenticator codes on and off, and replacing the recovery codes, for the signed-in
/// member (in sudo mode). Turning on keeps a new key for this session only, for fifteen
/// minutes, until a code from the app proves it was taken; only a member whose address is
/// proven may. The codes that turn on or off are throttled as the second step's are, and every
/// change is mailed to the member.
struct AuthenticatorPresenter {
    enum Destination: Equatable {
        case settings
        case authenticator

        var location: String {
            switch self {
            case .settings: AccountPaths.settings.location
            case .authenticator: AccountPaths.authenticator.location
            }
        }
    }

    /// How long the page that shows new recovery codes can download them: time to read them
    /// and choose where to keep them, not a copy that lasts.
    static let downloadLifetimeSeconds = 15 * 60

    private let viewer: SignedInUser
    private let sessions: any DeviceSessions
    private let dependencies: any AccountDependencies
    private let secondStep: SecondStepUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser, sessions: any DeviceSessions) {
        self.viewer = viewer
        self.sessions = sessions
        self.dependencies = dependencies
        secondStep = SecondStepUseCase(dependencies: dependencies)
    }

    private var secondSteps: any SecondStepRepository { dependencies.secondSteps }
    private var secrets: any SecondStepSecrets { dependencies.secondStepSecrets }
    private var now: Int { dependencies.clock.secondsSince1970 }
    private var notices: WayInNoticeUseCase { WayInNoticeUseCase(dependencies: dependencies) }

    private var securityLog: SecurityLogUseCase {
        SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// On: the count of recovery codes left. Off: the key this session is setting up, or a new
    /// one. The page is shown again with the same key (a reload, the JSON and the HTML of one
    /// set-up, the QR code), so an app that already scanned it keeps working.
    func load() throws -> Answer<AuthenticatorViewModel, Destination> {
        if try secondStep.isOn(userID: viewer.id) { return .show(try onModel()) }
        guard viewer.emailConfirmed, let session = sessions.idHash else { return .show(AuthenticatorViewModel(state: .addressUnproven)) }
        if let setup = try secondSteps.setup(userID: viewer.id, sessionIDHash: session, at: now),
           let secret = secrets.open(setup.sealedSecret, userID: viewer.id) {
            return .show(try settingUpModel(secret: secret))
        }
        let secret = secrets.newAuthenticatorSecret()
        guard try secondSteps.startSetup(userID: viewer.id, sessionIDHash: session, sealedSecret: secrets.seal(secret, userID: viewer.id), at: now)
        else { return .show(AuthenticatorViewModel(state: .addressUnproven)) }
        return .show(try settingUpModel(secret: secret))
    }

    /// Turns the key this session is setting up on with a current code, and shows the
    /// recovery codes, offering to sign out the other devices.
    func turnOn(code: String, device: SessionDevice) throws -> Answer<AuthenticatorViewModel, Destination> {
        guard !(try secondStep.isOn(userID: viewer.id)) else { return .show(try onModel()) }
        guard viewer.emailConfirmed, let session = sessions.idHash else {
            return .problems(AuthenticatorViewModel(state: .addressUnproven))
        }
        guard let setup = try secondSteps.setup(userID: viewer.id, sessionIDHash: session, at: now),
              let secret = secrets.open(setup.sealedSecret, userID: viewer.id)
        else { return try load() }
        var model = try settingUpModel(secret: secret)
        let throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        let ticket: SignInTicket
        switch try throttle.admitSecondStep(memberID: viewer.id, address: device.clientAddress) {
        case .throttled(let seconds):
            model.codeError = SecondStepUseCase.tooManyWrongCodesMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let step = secondStep.matchingStep(of: code, secret: secret, lastUsedStep: 0) else {
            model.codeError = SecondStepText.wrongCode.text()
            return .problems(model)
        }
        try throttle.passed(ticket)
        if case .throttled(let seconds, let message) = try notices.admit(memberID: viewer.id) {
            model.codeError = message
            return .throttled(model, retryAfterSeconds: seconds)
        }
        let codes = secrets.newRecoveryCodes()
        let digests = codes.map(secrets.digest(ofRecoveryCode:))
        guard try secondSteps.confirmSetup(userID: viewer.id, sessionIDHash: session, step: step, at: now, recoveryCodeDigests: digests)
        else { return try load() }
        try securityLog.record(.secondStepAdded, memberID: viewer.id, device: device)
        try notices.send(.codesOn, to: viewer.id)
        var shown = newCodesModel(codes)
        shown.offersSignOutOthers = try sessions.memberSessions().contains { !$0.isCurrent }
        return .show(shown)
    }

    /// Turns the second step off, given a current code or a recovery code.
    func turnOff(code: String, device: SessionDevice) throws -> Answer<AuthenticatorViewModel, Destination> {
        guard try secondStep.isOn(userID: viewer.id), let member = try dependencies.users.user(id: viewer.id) else {
            return .go(.settings)
        }
        var model = try onModel()
        switch try MemberCodeCheckUseCase(dependencies: dependencies)(code, of: member, from: device) {
        case .throttled(let seconds):
            model.codeError = SecondStepUseCase.tooManyWrongCodesMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        case .wrong:
            model.codeError = SecondStepText.wrongCode.text()
            return .problems(model)
        case .authenticatorCode, .recoveryCode:
            break
        }
        if case .throttled(let seconds, let message) = try notices.admit(memberID: viewer.id) {
            model.codeError = message
            return .throttled(model, retryAfterSeconds: seconds)
        }
        try secondSteps.removeSecondStep(userID: viewer.id)
        try securityLog.record(.secondStepRemoved, memberID: viewer.id, device: device)
        try notices.send(.codesOff, to: viewer.id)
        return .go(.settings, flash: .success(SecondStepText.authenticatorOff.text()))
    }

    /// The page that asks before new recovery codes void the ones the member has.
    func confirmNewRecoveryCodes() throws -> Answer<AuthenticatorViewModel, Destination> {
        guard try secondStep.isOn(userID: viewer.id) else { return try load() }
        return .show(AuthenticatorViewModel(state: .confirmNewCodes, recoveryCodesLeft: try secondSteps.recoveryCodesLeft(userID: viewer.id)))
    }

    /// Replaces the recovery codes with ten new ones, shown once.
    func replaceRecoveryCodes(device: SessionDevice) throws -> Answer<AuthenticatorViewModel, Destination> {
        guard try secondStep.isOn(userID: viewer.id) else { return try load() }
        if case .throttled(let seconds, let message) = try notices.admit(memberID: viewer.id) {
            var model = try onModel()
            model.codeError = message
            return .throttled(model, retryAfterSeconds: seconds)
        }
        let codes = secrets.newRecoveryCodes()
        try secondSteps.replaceRecoveryCodes(userID: viewer.id, digests: codes.map(secrets.digest(ofRecoveryCode:)), at: now)
        try securityLog.record(.recoveryCodesReplaced, memberID: viewer.id, device: device)
        try notices.send(.newRecoveryCodes, to: viewer.id)
        return .show(newCodesModel(codes))
    }

    /// The codes a page showed, as a text file to keep. The page's sealed copy is the only one
    /// (the store keeps digests), so another member's copy, an altered one or one past its
    /// time brings back the page, which offers new codes.
    func downloadRecoveryCodes(sealed: String) throws -> Answer<AuthenticatorViewModel, Destination> {
        guard let codes = secrets.openShownCodes(sealed, userID: viewer.id, now: now), !codes.isEmpty else {
            return .go(.authenticator, flash: .info(SecondStepText.downloadExpired.text()))
        }
        let account = try dependencies.users.user(id: viewer.id)?.email ?? viewer.name
        let file = RecoveryCodesFile(appName: dependencies.mail.appName, account: account, codes: codes)
        return .download(Array(file.text.utf8), contentType: AuthenticatorKeyURI.recoveryCodesMediaType, filename: file.name)
    }

    /// The QR code of the key this session is setting up; 404 when it sets up none.
    func qrCode() throws -> Answer<AuthenticatorViewModel, Destination> {
        guard let session = sessions.idHash, let setup = try secondSteps.setup(userID: viewer.id, sessionIDHash: session, at: now),
              let secret = secrets.open(setup.sealedSecret, userID: viewer.id),
              let uri = try settingUpModel(secret: secret).setupURI,
              let svg = dependencies.qrCodes.svg(of: uri)
        else { return .notFound(SecondStepText.nothingBeingSetUp.text()) }
        // The tag changes with the key; the page asks again for each new one.
        return .file(Array(svg.utf8), contentType: "image/svg+xml", tag: setup.sealedSecret.prefix(8).map { String($0, radix: 16) }.joined())
    }

    private func newCodesModel(_ codes: [String]) -> AuthenticatorViewModel {
        AuthenticatorViewModel(
            state: .newRecoveryCodes, recoveryCodes: codes, recoveryCodesLeft: codes.count,
            downloadSeal: secrets.sealShownCodes(codes, userID: viewer.id, expiresAt: now + Self.downloadLifetimeSeconds))
    }

    private func onModel() throws -> AuthenticatorViewModel {
        AuthenticatorViewModel(state: .on, recoveryCodesLeft: try secondSteps.recoveryCodesLeft(userID: viewer.id))
    }

    private func settingUpModel(secret: [UInt8]) throws -> AuthenticatorViewModel {
        let text = secrets.text(of: secret)
        let account = try dependencies.users.user(id: viewer.id)?.email ?? viewer.name
        return AuthenticatorViewModel(state: .settingUp, secret: text, setupURI: AuthenticatorKeyURI.uri(secret: text, account: account))
    }
}
