import Domain
import ScreenKit

/// Changing the address one signs in with. Nothing changes yet: a link goes to the new address,
/// and the change takes effect (and is logged, and the old address told) when it is opened; the
/// current address is told at once, with a link that cancels the change.
///
/// Throttled per member, per client and per address typed, like every form that mails. An
/// address another account uses gets the same answer after the same work as a free one, so the
/// form tells nobody which addresses have accounts: its owner is told by mail instead. Either
/// way one message goes to the address typed, and the screen waits a moment for it to leave,
/// so the flash can say whether it was sent.
struct ChangeEmailPresenter {
    enum Destination: Equatable {
        case settings
    }

    private let viewer: SignedInUser
    private let users: any UserRepository
    private let mailDelivery: any MailDelivery
    private let validateEmail = EmailValidatorUseCase()
    private let links: EmailLinkUseCase
    private let throttle: SignInThrottleUseCase
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.viewer = viewer
        users = dependencies.users
        mailDelivery = dependencies.mailDelivery
        links = EmailLinkUseCase(dependencies: dependencies)
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The form with the stored address.
    func load() throws -> Answer<ChangeEmailViewModel, Destination> {
        .show(ChangeEmailViewModel(email: try users.user(id: viewer.id)?.email ?? ""))
    }

    func change(email: String, device: SessionDevice) async throws -> Answer<ChangeEmailViewModel, Destination> {
        var model = ChangeEmailViewModel(email: email)
        guard let valid = validateEmail(email).value(reportingTo: &model.emailError) else { return .problems(model) }
        guard let member = try users.user(id: viewer.id) else { return .go(.settings) }
        guard EmailKey.of(valid) != EmailKey.of(member.email) else {
            model.emailError = LinkText.sameEmail.text()
            return .problems(model)
        }
        if case .throttled(let seconds) = try throttle.admitMail(email: valid, address: device.clientAddress, memberID: member.id) {
            model.error = LinkText.tooManyLinksMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        }
        let owner = try users.user(email: valid)
        let sent = try await mailDelivery.queue(to: valid, within: EmailLinkUseCase.deliveryWait) { [links] in
            if let owner {
                try links.sendAddressInUse(to: valid, owner: owner)
            } else {
                try links.sendEmailChange(for: member, to: valid)
            }
        }
        if owner == nil {
            try securityLog.record(.emailChangeRequested, memberID: member.id, device: device)
        }
        return .go(.settings, flash: .info((sent ? LinkText.emailChangeSent : LinkText.emailChangeQueued).text(.text("email", valid))))
    }
}
