import Domain
import ScreenKit

/// Signing in with a mailed link: used up on the first post, 15 minutes at most after it was
/// sent; each try counts against the client like a wrong password. An unknown, used or
/// expired link gets one message, whatever the reason.
struct OpenSignInLinkPresenter {
    enum Destination: Equatable {
        case memberPage(id: Int)
        /// The password form, for a member whose earlier password the link removed.
        case choosePassword
        /// The member's second step, which a mailed link does not skip.
        case secondStep
    }

    private let users: any UserRepository
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let securityLog: SecurityLogUseCase
    private let secondStep: SecondStepUseCase
    private let pendingSignIns: PendingSignInUseCase

    init(_ dependencies: any AccountDependencies) {
        secondStep = SecondStepUseCase(dependencies: dependencies)
        pendingSignIns = PendingSignInUseCase(dependencies: dependencies)
        users = dependencies.users
        clock = dependencies.clock
        links = MailedLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The button for a link that still works; the generic message for any other.
    func load(token: String) throws -> Answer<OpenSignInLinkViewModel, Destination> {
        guard try links.link(token, for: .magicLink) != nil else { return .problems(OpenSignInLinkViewModel(linkInvalid: true)) }
        return .show(OpenSignInLinkViewModel(token: token))
    }

    /// Signs in with the link. When it is the first proof of the member's address, every
    /// session opened before ends, and unless this browser was signed in as the member
    /// (`sessionIDHash`), the password chosen before goes too (``AddressProof``).
    func signIn(
        token: String, remember: Bool, device: SessionDevice, sessionIDHash: String?
    ) throws -> Answer<OpenSignInLinkViewModel, Destination> {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            return .throttled(OpenSignInLinkViewModel(token: token, error: message), retryAfterSeconds: seconds)
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let digest = LinkSecret.digest(of: token),
            let proof = try users.signInWithLink(tokenHash: digest, at: clock.secondsSince1970, keepingSession: sessionIDHash)
        else { return .problems(OpenSignInLinkViewModel(linkInvalid: true)) }
        let member = proof.member
        try securityLog.record(.signedInWithLink, memberID: member.id, device: device)
        try securityLog.record(proof, device: device)
        if try secondStep.isOn(userID: member.id) {
            try links.succeeded(ticket: ticket)
            let pending = try pendingSignIns.start(userID: member.id, remember: remember, next: nil, firstStep: .link)
            return Answer.go(.secondStep).awaitingSecondStep(pending)
        }
        try links.signedIn(member, ticket: ticket)
        let user = SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed)
        let removed = LinkText.waysInRemovedNote(after: proof)
        let answer: Answer<OpenSignInLinkViewModel, Destination> = proof.passwordRemoved
            ? .go(.choosePassword, flash: .info(LinkText.signedInPasswordRemoved.text() + removed))
            : .go(.memberPage(id: member.id), flash: .success(LinkText.signedInWithLink.text() + removed))
        return answer.signingIn(user, remember: remember, method: SignInMethod(.link))
    }
}
