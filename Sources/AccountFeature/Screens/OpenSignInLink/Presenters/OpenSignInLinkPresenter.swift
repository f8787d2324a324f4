import Domain
import ScreenKit

/// Signing in with a mailed link: used up on the first post, 15 minutes at most after it was
/// sent; each try counts against the client like a wrong password. An unknown, used or
/// expired link gets one message, whatever the reason.
final class OpenSignInLinkPresenter: Presenting {
    let view: any Viewable<OpenSignInLinkViewModel>
    private let coordinator: any OpenSignInLinkCoordinating
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let securityLog: SecurityLogUseCase

    init(view: any Viewable<OpenSignInLinkViewModel>, coordinator: any OpenSignInLinkCoordinating, dependencies: AccountDependencies) {
        self.view = view
        self.coordinator = coordinator
        users = dependencies.users
        tokens = dependencies.tokens
        clock = dependencies.clock
        links = MailedLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The button for a link that still works; the generic message for any other.
    func load(token: String) throws {
        guard try links.link(token, for: .magicLink) != nil else {
            view.showProblems(OpenSignInLinkViewModel(linkInvalid: true))
            return
        }
        view.show(OpenSignInLinkViewModel(token: token))
    }

    func signIn(token: String, remember: Bool, device: SessionDevice) throws {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            view.showThrottled(OpenSignInLinkViewModel(token: token, error: message), retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let digest = LinkSecret.digest(of: token),
            let used = try tokens.redeem(hash: digest, purpose: .magicLink, at: clock.secondsSince1970),
            let member = try users.user(id: used.userID)
        else {
            view.showProblems(OpenSignInLinkViewModel(linkInvalid: true))
            return
        }
        // A sign-in voids a reset link left lying in the mailbox, as a password sign-in does.
        try tokens.revoke(userID: member.id, purposes: [.passwordReset])
        try links.succeeded(for: member, ticket: ticket)
        try securityLog.record(.signedInWithLink, memberID: member.id, device: device)
        try coordinator.didSignIn(SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed), remember: remember)
    }
}
