import ScreenKit

/// Builds the banner's "send the link again" for a request. No page of its own: the throttle
/// answers with the kit's 429 screen. It waits a moment for the message to leave (an async
/// route: no request thread waits with it), so the flash can say it was sent.
struct ResendConfirmationCoordinator: AsyncCoordinator {
    typealias View = StatusView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) async throws -> Answer<StatusView.Model, ResendConfirmationPresenter.Destination> {
        try await ResendConfirmationPresenter(dependencies, viewer: request.viewer).resend(from: request.clientAddress)
    }

    func location(of destination: ResendConfirmationPresenter.Destination) -> String {
        switch destination {
        case .settings: AccountPaths.settings.location
        case .signIn: AccountPaths.signIn.location
        }
    }
}
