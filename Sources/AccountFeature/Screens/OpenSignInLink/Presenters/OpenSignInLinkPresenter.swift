import Domain
import ScreenKit

/// Signing in with a mailed link: used up on the first post, 15 minutes at most after it was
/// sent; each try counts against the client like a wrong password. An unknown, used or
/// expired link gets one message, whatever the reason.
final class OpenSignInLinkPresenter: Presenting {
    let view: any Viewable<OpenSignInLinkViewModel>
    private let coordinator: any OpenSignInLinkCoordinating
    private let users: any UserRepository
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let securityLog: SecurityLogUseCase

    init(view: any Viewable<OpenSignInLinkViewModel>, coordinator: any OpenSignInLinkCoordinating, dependencies: AccountDependencies) {
        self.view = view
        self.coordinator = coordinator
        users = dependencies.users
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

    /// Signs in with the link. When it is the first proof of the member's address, every
    /// session opened before ends, and unless this browser was signed in as the member
    /// (`sessionIDHash`), the password chosen before goes too (``AddressProof``).
    func signIn(token: String, remember: Bool, device: SessionDevice, sessionIDHash: String?) throws {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            view.showThrottled(OpenSignInLinkViewModel(token: token, error: message), retryAfterSeconds: seconds)
            return
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let digest = LinkSecret.digest(of: token),
            let proof = try users.signInWithLink(tokenHash: digest, at: clock.secondsSince1970, keepingSession: sessionIDHash)
        else {
            view.showProblems(OpenSignInLinkViewModel(linkInvalid: true))
            return
        }
        let member = proof.member
        try links.succeeded(for: member, ticket: ticket)
        try securityLog.record(.signedInWithLink, memberID: member.id, device: device)
        try securityLog.record(proof, device: device)
        try coordinator.didSignIn(
            SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed), remember: remember,
            passwordRemoved: proof.passwordRemoved)
    }
}
