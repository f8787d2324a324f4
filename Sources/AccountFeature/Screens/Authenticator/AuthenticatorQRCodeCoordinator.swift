import ScreenKit

/// The QR code of the secret being set up, as SVG: an image the page links to, so the page
/// needs no inline markup the Content-Security-Policy would have to allow.
struct AuthenticatorQRCodeCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        try AuthenticatorPresenter(dependencies, viewer: request.viewer, sessions: request.sessions).qrCode()
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        destination.location
    }
}
