import ScreenKit

/// Builds the passkeys screen for a request: the member's passkeys, each with a remove form
/// (``RemovePasskeyCoordinator``), and the add form (``AddPasskeyCoordinator``), whose script
/// posts here for a challenge first.
struct PasskeysCoordinator: Coordinator {
    typealias View = PasskeysView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<PasskeysViewModel, PasskeysPresenter.Destination> {
        let presenter = PasskeysPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load()
        case .submit: return try presenter.creationOptions(device: request.device)
        }
    }

    func location(of destination: PasskeysPresenter.Destination) -> String {
        switch destination { case .passkeys: AccountPaths.passkeys.location }
    }
}
