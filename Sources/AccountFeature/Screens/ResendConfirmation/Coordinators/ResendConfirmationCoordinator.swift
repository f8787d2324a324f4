import Domain
import ScreenKit

/// The banner's "send the link again": a new confirmation link to the member's address (the
/// older one stops working), throttled like every message asked for; then back to the settings.
/// No page of its own, so the throttle answers with the kit's 429 screen.
final class ResendConfirmationCoordinator: Coordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser
    private let dependencies: AccountDependencies

    init(navigator: Navigator, viewer: SignedInUser, dependencies: AccountDependencies) {
        self.navigator = navigator
        self.viewer = viewer
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        guard let member = try dependencies.users.user(id: viewer.id) else {
            return .redirect(to: AccountPaths.signIn.location)
        }
        if member.isEmailConfirmed {
            return .redirect(to: AccountPaths.settings.location, flash: .info(AccountMessages.alreadyConfirmed))
        }
        let throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        if case .throttled(let seconds) = try throttle.admitMail(email: member.email, address: navigator.device.clientAddress, memberID: member.id) {
            return Outcome.status(.tooManyRequests, message: AccountMessages.tooManyLinks(retryAfterSeconds: seconds))
                .adding(header: "Retry-After", String(seconds))
        }
        try EmailLinkUseCase(dependencies: dependencies).resendConfirmation(to: member)
        return .redirect(to: AccountPaths.settings.location, flash: .success(AccountMessages.confirmationSent))
    }
}
