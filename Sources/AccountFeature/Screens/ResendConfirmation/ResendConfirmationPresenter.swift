import Domain
import ScreenKit

/// Mails a new confirmation link to the member's address (the older one stops working),
/// throttled like every message asked for; then back to the settings.
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

    func resend(from clientAddress: String) throws -> Answer<StatusView.Model, Destination> {
        guard let member = try dependencies.users.user(id: viewer.id) else { return .go(.signIn) }
        if member.isEmailConfirmed {
            return .go(.settings, flash: .info(AccountMessages.alreadyConfirmed))
        }
        let throttle = SignInThrottleUseCase(
            attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        if case .throttled(let seconds) = try throttle.admitMail(email: member.email, address: clientAddress, memberID: member.id) {
            return .tooManyRequests(AccountMessages.tooManyLinks(retryAfterSeconds: seconds), retryAfterSeconds: seconds)
        }
        try EmailLinkUseCase(dependencies: dependencies).resendConfirmation(to: member)
        return .go(.settings, flash: .success(AccountMessages.confirmationSent))
    }
}
