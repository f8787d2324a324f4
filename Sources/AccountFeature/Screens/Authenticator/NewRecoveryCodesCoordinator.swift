import ScreenKit

/// Asks first (`GET`), then replaces the recovery codes with new ones, shown once (`POST`).
struct NewRecoveryCodesCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        let presenter = AuthenticatorPresenter(dependencies, viewer: request.viewer, sessions: request.sessions)
        switch request.action {
        case .show: return try presenter.confirmNewRecoveryCodes()
        case .submit: return try presenter.replaceRecoveryCodes(device: request.device)
        }
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        destination.location
    }
}
