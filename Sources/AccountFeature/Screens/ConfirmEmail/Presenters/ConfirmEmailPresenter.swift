import Domain
import ScreenKit

/// Confirming an address from a mailed link: the address signed up with, or a new one, which
/// only then replaces the old (and the old address is told). Used up on the first post; each
/// try counts against the client like a wrong password; an unknown, used or expired link gets
/// one message.
final class ConfirmEmailPresenter: Presenting {
    let view: any Viewable<ConfirmEmailViewModel>
    private let coordinator: any ConfirmEmailCoordinating
    private let kind: ConfirmationKind
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let throttle: SignInThrottleUseCase
    private let links: EmailLinkUseCase
    private let securityLog: SecurityLogUseCase

    static let emailTakenMessage = "Another account uses this address now, so it cannot become yours."

    init(
        view: any Viewable<ConfirmEmailViewModel>, coordinator: any ConfirmEmailCoordinating, kind: ConfirmationKind,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.kind = kind
        users = dependencies.users
        tokens = dependencies.tokens
        clock = dependencies.clock
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        links = EmailLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    private var purpose: EmailTokenPurpose {
        kind == .change ? .emailChange : .emailConfirmation
    }

    /// The button for a link that still works; the generic message for any other.
    func load(token: String) throws {
        guard let found = try storedToken(token) else {
            view.showProblems(ConfirmEmailViewModel(change: kind == .change, linkInvalid: true))
            return
        }
        view.show(ConfirmEmailViewModel(change: kind == .change, token: token, email: found.token.email))
    }

    func confirm(token: String, device: SessionDevice) throws {
        let ticket: SignInTicket
        switch try throttle.admitLinkUse(address: device.clientAddress) {
        case .throttled(let seconds):
            let model = ConfirmEmailViewModel(
                change: kind == .change, token: token, error: LoginPresenter.tooManyAttemptsMessage(retryAfterSeconds: seconds))
            view.showThrottled(model, retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        let invalid = ConfirmEmailViewModel(change: kind == .change, linkInvalid: true)
        guard let (stored, digest) = try storedToken(token).map({ ($0.token, $0.digest) }) else {
            view.showProblems(invalid)
            return
        }
        let now = clock.secondsSince1970
        let member: User?
        switch kind {
        case .signUp:
            member = try users.confirmEmail(tokenHash: digest, at: now)
        case .change:
            do {
                member = try users.changeEmail(tokenHash: digest, at: now) { old in
                    links.emailChangedNotice(to: old, newEmail: stored.email)
                }
            } catch UserRepositoryError.emailTaken {
                view.showProblems(ConfirmEmailViewModel(change: true, token: token, email: stored.email, error: Self.emailTakenMessage))
                return
            }
        }
        guard let member else {
            view.showProblems(invalid)
            return
        }
        try throttle.linkUseSucceeded(email: member.email, ticket: ticket)
        switch kind {
        case .signUp:
            try securityLog.record(.emailConfirmed, memberID: member.id, device: device)
            coordinator.didConfirm(message: AccountMessages.emailConfirmed)
        case .change:
            try securityLog.record(.emailChanged, memberID: member.id, device: device)
            coordinator.didConfirm(message: AccountMessages.emailChanged(to: member.email))
        }
    }

    private func storedToken(_ token: String) throws -> (token: EmailToken, digest: [UInt8])? {
        guard let digest = LinkSecret.digest(of: token),
            let stored = try tokens.token(hash: digest, purpose: purpose, at: clock.secondsSince1970)
        else { return nil }
        return (stored, digest)
    }
}
