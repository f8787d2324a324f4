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
        clock = dependencies.clock
        links = MailedLinkUseCase(dependencies: dependencies)
        mail = EmailLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    private var purpose: EmailTokenPurpose {
        kind == .change ? .emailChange : .emailConfirmation
    }

    /// The button for a link that still works; the generic message for any other.
    func load(token: String) throws {
        guard let found = try links.link(token, for: purpose) else {
            view.showProblems(ConfirmEmailViewModel(change: kind == .change, linkInvalid: true))
            return
        }
        view.show(ConfirmEmailViewModel(change: kind == .change, token: token, email: found.token.email))
    }

    func confirm(token: String, device: SessionDevice) throws {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            view.showThrottled(ConfirmEmailViewModel(change: kind == .change, token: token, error: message), retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        let invalid = ConfirmEmailViewModel(change: kind == .change, linkInvalid: true)
        guard let link = try links.link(token, for: purpose) else {
            view.showProblems(invalid)
            return
        }
        let now = clock.secondsSince1970
        let member: User?
        switch kind {
        case .signUp:
            member = try users.confirmEmail(tokenHash: link.digest, at: now)
        case .change:
            do {
                member = try users.changeEmail(tokenHash: link.digest, at: now) { old in
                    mail.emailChangedNotice(to: old, newEmail: link.token.email)
                }
            } catch UserRepositoryError.emailTaken {
                view.showProblems(ConfirmEmailViewModel(change: true, token: token, email: link.token.email, error: Self.emailTakenMessage))
                return
            }
        }
        guard let member else {
            view.showProblems(invalid)
            return
        }
        try links.succeeded(for: member, ticket: ticket)
        switch kind {
        case .signUp:
            try securityLog.record(.emailConfirmed, memberID: member.id, device: device)
            coordinator.didConfirm(message: AccountMessages.emailConfirmed)
        case .change:
            try securityLog.record(.emailChanged, memberID: member.id, device: device)
            coordinator.didConfirm(message: AccountMessages.emailChanged(to: member.email))
        }
    }
}
