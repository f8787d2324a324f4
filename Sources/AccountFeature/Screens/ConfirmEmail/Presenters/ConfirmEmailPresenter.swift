import Domain
import ScreenKit

/// Confirming an address from a mailed link: the address signed up with, or a new one, which
/// only then replaces the old (and the old address is told); or cancelling that change from the
/// link the old address got. Used up on the first post; each try counts against the client like
/// a wrong password; an unknown, used or expired link gets one message.
final class ConfirmEmailPresenter: Presenting {
    let view: any Viewable<ConfirmEmailViewModel>
    private let coordinator: any ConfirmEmailCoordinating
    private let kind: ConfirmationKind
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let mail: EmailLinkUseCase
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
        links = MailedLinkUseCase(dependencies: dependencies)
        mail = EmailLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    private var purpose: EmailTokenPurpose {
        switch kind {
        case .signUp: .emailConfirmation
        case .change: .emailChange
        case .cancelChange: .emailChangeCancel
        }
    }

    private func model(token: String = "", email: String = "", linkInvalid: Bool = false, error: String? = nil) -> ConfirmEmailViewModel {
        ConfirmEmailViewModel(
            change: kind != .signUp, cancel: kind == .cancelChange, token: token, email: email, linkInvalid: linkInvalid, error: error)
    }

    /// The button for a link that still works; the generic message for any other. A cancel
    /// link names the address the change would move to.
    func load(token: String) throws {
        guard let found = try links.link(token, for: purpose) else {
            view.showProblems(model(linkInvalid: true))
            return
        }
        var email = found.token.email
        if kind == .cancelChange {
            email = try tokens.pending(userID: found.token.userID, purpose: .emailChange, at: clock.secondsSince1970)?.email ?? ""
        }
        view.show(model(token: token, email: email))
    }

    /// Uses the link. `sessionIDHash` is this browser's session, kept when a first proof of the
    /// address ends the member's other sessions, if it is theirs (``AddressProof``).
    func confirm(token: String, device: SessionDevice, sessionIDHash: String?) throws {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            view.showThrottled(model(token: token, error: message), retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let link = try links.link(token, for: purpose) else {
            view.showProblems(model(linkInvalid: true))
            return
        }
        let now = clock.secondsSince1970
        switch kind {
        case .signUp:
            guard let proof = try users.confirmEmail(tokenHash: link.digest, at: now, keepingSession: sessionIDHash) else {
                view.showProblems(model(linkInvalid: true))
                return
            }
            try links.succeeded(for: proof.member, ticket: ticket)
            try securityLog.record(.emailConfirmed, memberID: proof.member.id, device: device)
            try securityLog.record(proof, device: device)
            coordinator.didConfirm(
                message: proof.passwordRemoved ? AccountMessages.confirmedPasswordRemoved : AccountMessages.emailConfirmed,
                passwordRemoved: proof.passwordRemoved)
        case .change:
            let changed: User?
            do {
                changed = try users.changeEmail(tokenHash: link.digest, at: now) { old in
                    mail.emailChangedNotice(to: old, newEmail: link.token.email)
                }
            } catch UserRepositoryError.emailTaken {
                view.showProblems(model(token: token, email: link.token.email, error: Self.emailTakenMessage))
                return
            }
            guard let member = changed else {
                view.showProblems(model(linkInvalid: true))
                return
            }
            try links.succeeded(for: member, ticket: ticket)
            try securityLog.record(.emailChanged, memberID: member.id, device: device)
            coordinator.didConfirm(message: AccountMessages.emailChanged(to: member.email), passwordRemoved: false)
        case .cancelChange:
            guard let used = try tokens.redeem(hash: link.digest, purpose: .emailChangeCancel, at: now) else {
                view.showProblems(model(linkInvalid: true))
                return
            }
            try tokens.revoke(userID: used.userID, purposes: EmailTokenPurpose.pendingEmailChange)
            guard let member = try users.user(id: used.userID) else {
                view.showProblems(model(linkInvalid: true))
                return
            }
            try links.succeeded(for: member, ticket: ticket)
            try securityLog.record(.emailChangeCancelled, memberID: member.id, device: device)
            coordinator.didConfirm(message: AccountMessages.emailChangeCancelled, passwordRemoved: false)
        }
    }
}
