import Domain
import ScreenKit

/// Confirming an address from a mailed link: the address signed up with, or a new one, which
/// only then replaces the old (and the old address is told); or cancelling that change from the
/// link the old address got. Used up on the first post; each try counts against the client like
/// a wrong password; an unknown, used or expired link gets one message.
struct ConfirmEmailPresenter {
    enum Destination: Equatable {
        /// A member signed in in this browser.
        case settings
        /// Anyone else.
        case signIn
        /// A member left without a password by the proof, to ask for a link to choose one.
        case forgotPassword
    }

    private let kind: ConfirmationKind
    private let viewer: SignedInUser?
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let mail: EmailLinkUseCase
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies, kind: ConfirmationKind, viewer: SignedInUser?) {
        self.kind = kind
        self.viewer = viewer
        users = dependencies.users
        tokens = dependencies.emailTokens
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
    func load(token: String) throws -> Answer<ConfirmEmailViewModel, Destination> {
        guard let found = try links.link(token, for: purpose) else { return .problems(model(linkInvalid: true)) }
        var email = found.token.email
        if kind == .cancelChange {
            email = try tokens.pending(userID: found.token.userID, purpose: .emailChange, at: clock.secondsSince1970)?.email ?? ""
        }
        return .show(model(token: token, email: email))
    }

    /// Uses the link. `sessionIDHash` is this browser's session, kept when a first proof of the
    /// address ends the member's other sessions, if it is theirs (``AddressProof``).
    func confirm(token: String, device: SessionDevice, sessionIDHash: String?) throws -> Answer<ConfirmEmailViewModel, Destination> {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            return .throttled(model(token: token, error: message), retryAfterSeconds: seconds)
        case .allowed(let admitted):
            ticket = admitted
        }
        let invalid = Answer<ConfirmEmailViewModel, Destination>.problems(model(linkInvalid: true))
        guard let link = try links.link(token, for: purpose) else { return invalid }
        let now = clock.secondsSince1970
        switch kind {
        case .signUp:
            guard let proof = try users.confirmEmail(tokenHash: link.digest, at: now, keepingSession: sessionIDHash) else { return invalid }
            try links.succeeded(ticket: ticket)
            try securityLog.record(.emailConfirmed, memberID: proof.member.id, device: device)
            try securityLog.record(proof, device: device)
            let removed = LinkText.waysInRemovedNote(after: proof)
            if proof.passwordRemoved {
                return .go(.forgotPassword, flash: .info(LinkText.confirmedPasswordRemoved.text() + removed))
            }
            return done(LinkText.emailConfirmed.text() + removed)
        case .change:
            let changed: User?
            do {
                changed = try users.changeEmail(tokenHash: link.digest, at: now) { old in
                    mail.emailChangedNotice(to: old, newEmail: link.token.email)
                }
            } catch UserRepositoryError.emailTaken {
                return .problems(model(token: token, email: link.token.email, error: LinkText.emailTaken.text()))
            }
            guard let member = changed else { return invalid }
            try links.succeeded(ticket: ticket)
            try securityLog.record(.emailChanged, memberID: member.id, device: device)
            return done(LinkText.emailChanged.text(.text("email", member.email)))
        case .cancelChange:
            guard let used = try tokens.redeem(hash: link.digest, purpose: .emailChangeCancel, at: now) else { return invalid }
            try tokens.revoke(userID: used.userID, purposes: EmailTokenPurpose.pendingEmailChange)
            guard let member = try users.user(id: used.userID) else { return invalid }
            try links.succeeded(ticket: ticket)
            try securityLog.record(.emailChangeCancelled, memberID: member.id, device: device)
            return done(LinkText.emailChangeCancelled.text())
        }
    }

    /// On to the settings for a member signed in here, else to the sign-in form, with `message`.
    private func done(_ message: String) -> Answer<ConfirmEmailViewModel, Destination> {
        .go(viewer == nil ? .signIn : .settings, flash: .success(message))
    }
}
