import ScreenKit

/// Builds the banner's "send the link again" for a request. No page of its own: the throttle
/// answers with the kit's 429 screen.
struct ResendConfirmationCoordinator: Coordinator {
    typealias View = StatusView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<StatusView.Model, ResendConfirmationPresenter.Destination> {
        try ResendConfirmationPresenter(dependencies, viewer: request.viewer).resend(from: request.clientAddress)
    }

    func location(of destination: ResendConfirmationPresenter.Destination) -> String {
        switch destination {
        case .settings: AccountPaths.settings.location
        case .signIn: AccountPaths.signIn.location
        }
    }
}
