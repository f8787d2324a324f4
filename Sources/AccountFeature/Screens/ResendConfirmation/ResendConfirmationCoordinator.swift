import Domain
import ScreenKit

/// The banner's "send the link again": a new confirmation link to the member's address (the
/// older one stops working), throttled like every message asked for; then back to the
/// settings. No page of its own, so the throttle answers with the kit's 429 screen, and no
/// presenter: the one decision is here.
struct ResendConfirmationCoordinator: Coordinator {
    typealias View = StatusView

    enum Destination {
        case settings
        case signIn
    }

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<StatusView.Model, Destination> {
        guard let member = try dependencies.users.user(id: request.viewer.id) else { return .go(.signIn) }
        if member.isEmailConfirmed {
            return .go(.settings, flash: .info(AccountMessages.alreadyConfirmed))
        }
        let throttle = SignInThrottleUseCase(
            attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        if case .throttled(let seconds) = try throttle.admitMail(email: member.email, address: request.clientAddress, memberID: member.id) {
            return .tooManyRequests(AccountMessages.tooManyLinks(retryAfterSeconds: seconds), retryAfterSeconds: seconds)
        }
        try EmailLinkUseCase(dependencies: dependencies).resendConfirmation(to: member)
        return .go(.settings, flash: .success(AccountMessages.confirmationSent))
    }

    func location(of destination: Destination) -> String {
        switch destination {
        case .settings: AccountPaths.settings.location
        case .signIn: AccountPaths.signIn.location
        }
    }
}
