import ScreenKit

/// Builds the passkeys screen for a request: the member's passkeys, each with a remove form
/// (``RemovePasskeyCoordinator``).
struct PasskeysCoordinator: Coordinator {
    typealias View = PasskeysView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<PasskeysViewModel, PasskeysPresenter.Destination> {
        try PasskeysPresenter(dependencies, viewer: request.viewer).load()
    }

    func location(of destination: PasskeysPresenter.Destination) -> String {
        switch destination { case .passkeys: AccountPaths.passkeys.location }
    }
}
