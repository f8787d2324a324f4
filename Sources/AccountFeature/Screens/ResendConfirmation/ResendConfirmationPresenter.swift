import Domain
import ScreenKit

/// Mails a new confirmation link to the member's address (the older one stops working),
/// throttled like every message asked for, and waits a moment for it to leave; then back to the
/// settings, saying whether it was sent or is on its way.
struct ResendConfirmationPresenter {
    enum Destination: Equatable {
        case settings
        /// The member is gone.
        case signIn
    }

    private let dependencies: any AccountDependencies
    private let viewer: SignedInUser

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser) {
        self.dependencies = dependencies
        self.viewer = viewer
    }

    func resend(from clientAddress: String) async throws -> Answer<StatusView.Model, Destination> {
        guard let member = try dependencies.users.user(id: viewer.id) else { return .go(.signIn) }
        if member.isEmailConfirmed {
            return .go(.settings, flash: .info(LinkText.alreadyConfirmed.text()))
        }
        let throttle = SignInThrottleUseCase(
            attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        if case .throttled(let seconds) = try throttle.admitMail(email: member.email, address: clientAddress, memberID: member.id) {
            return .tooManyRequests(LinkText.tooManyLinksMessage(retryAfterSeconds: seconds), retryAfterSeconds: seconds)
        }
        let links = EmailLinkUseCase(dependencies: dependencies)
        let sent = try await dependencies.mailDelivery.queue(to: member.email, within: EmailLinkUseCase.deliveryWait) {
            try links.resendConfirmation(to: member)
        }
        return .go(.settings, flash: .success((sent ? LinkText.confirmationSent : LinkText.confirmationQueued).text()))
    }
}
