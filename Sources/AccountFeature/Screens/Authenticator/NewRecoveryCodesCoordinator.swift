import ScreenKit

/// Replaces the recovery codes with new ones, shown once.
struct NewRecoveryCodesCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        try AuthenticatorPresenter(dependencies, viewer: request.viewer, language: request.language).replaceRecoveryCodes(device: request.device)
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        destination.location
    }
}
