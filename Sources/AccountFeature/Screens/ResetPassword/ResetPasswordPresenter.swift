import Domain
import ScreenKit

/// Setting a new password from a reset link. The link is checked before any hashing and again,
/// atomically, when the password is stored (which uses it up, ends every session, trusted
/// browser and sign-in waiting for a code, and voids the member's other links). An unknown, used, expired or voided link gets one message, whatever
/// the reason; each try counts against the client like a wrong password.
struct ResetPasswordPresenter {
    enum Destination: Equatable {
        case memberPage(id: Int)
        /// The member's second step, which a reset does not skip.
        case secondStep
    }

    private let users: any UserRepository
    private let passwords: any PasswordHashing
    private let clock: any WallClock
    private let links: MailedLinkUseCase
    private let checkNewPassword = PasswordPolicyUseCase()
    private let securityLog: SecurityLogUseCase
    private let dependencies: any AccountDependencies

    init(_ dependencies: any AccountDependencies) {
        self.dependencies = dependencies
        users = dependencies.users
        passwords = dependencies.passwords
        clock = dependencies.clock
        links = MailedLinkUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The form for a link that still works; the generic message for any other.
    func load(token: String) throws -> Answer<ResetPasswordViewModel, Destination> {
        guard try links.link(token, for: .passwordReset) != nil else { return .problems(ResetPasswordViewModel(linkInvalid: true)) }
        return .show(ResetPasswordViewModel(token: token))
    }

    func reset(token: String, password: String, confirmation: String, device: SessionDevice) throws -> Answer<ResetPasswordViewModel, Destination> {
        let ticket: SignInTicket
        switch try links.admit(from: device.clientAddress) {
        case .throttled(let seconds, let message):
            return .throttled(ResetPasswordViewModel(token: token, error: message), retryAfterSeconds: seconds)
        case .allowed(let admitted):
            ticket = admitted
        }
        guard let link = try links.link(token, for: .passwordReset) else { return .problems(ResetPasswordViewModel(linkInvalid: true)) }
        let problems = checkNewPassword(password: password, confirmation: confirmation)
        guard problems.isEmpty else {
            return .problems(ResetPasswordViewModel(
                token: token, passwordError: problems.password.localizedMessage,
                passwordConfirmationError: problems.confirmation.localizedMessage))
        }
        let hash = try passwords.hash(password)
        guard let proof = try users.resetPassword(tokenHash: link.digest, to: hash, at: clock.secondsSince1970) else {
            return .problems(ResetPasswordViewModel(linkInvalid: true))
        }
        let member = proof.member
        try securityLog.record(.passwordReset, memberID: member.id, device: device)
        try securityLog.record(proof, device: device)
        let flash = LinkText.passwordReset.text() + LinkText.waysInRemovedNote(after: proof)
        if try SecondStepUseCase(dependencies: dependencies).isOn(userID: member.id) {
            try links.succeeded(ticket: ticket)
            let pending = try PendingSignInUseCase(dependencies: dependencies)
                .start(userID: member.id, remember: false, next: nil, firstStep: .reset)
            return Answer.go(.secondStep, flash: .success(flash)).awaitingSecondStep(pending)
        }
        try links.signedIn(member, ticket: ticket)
        return Answer.go(.memberPage(id: member.id), flash: .success(flash))
            .signingIn(SignedInUser(id: member.id, name: member.name, emailConfirmed: member.isEmailConfirmed), method: SignInMethod(.reset))
    }
}
