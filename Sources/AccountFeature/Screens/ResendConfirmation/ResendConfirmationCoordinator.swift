import ScreenKit

/// Builds the banner's "send the link again" for a request. No page of its own: the throttle
/// answers with the kit's 429 screen. It waits a moment for the message to leave (an answer
/// that awaits: no request thread waits with it), so the flash can say it was sent.
struct ResendConfirmationCoordinator: Coordinator {
    typealias View = StatusView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) throws -> Answer<StatusView.Model, ResendConfirmationPresenter.Destination> {
        let presenter = ResendConfirmationPresenter(dependencies, viewer: request.viewer)
        let clientAddress = request.clientAddress
        return .awaiting { try await presenter.resend(from: clientAddress) }
    }

    func location(of destination: ResendConfirmationPresenter.Destination) -> String {
        switch destination {
        case .settings: AccountPaths.settings.location
        case .signIn: AccountPaths.signIn.location
        }
    }
}
