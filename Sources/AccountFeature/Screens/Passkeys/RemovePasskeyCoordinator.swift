import ScreenKit

/// Removes one of the member's passkeys, named by its number in the path.
struct RemovePasskeyCoordinator: Coordinator {
    typealias View = PasskeysView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Int, NoFields>) throws -> Answer<PasskeysViewModel, PasskeysPresenter.Destination> {
        try PasskeysPresenter(dependencies, viewer: request.viewer).remove(id: request.parameters, device: request.device)
    }

    func location(of destination: PasskeysPresenter.Destination) -> String {
        switch destination { case .passkeys: AccountPaths.passkeys.location }
    }
}
