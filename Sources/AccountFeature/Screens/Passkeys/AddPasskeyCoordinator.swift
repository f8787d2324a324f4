import ScreenKit

/// Adding a passkey: `POST /settings/passkeys/options` gives the browser's script a challenge
/// (the screen's JSON), and `POST /settings/passkeys/add` checks and stores what the browser
/// made with it.
struct AddPasskeyCoordinator: Coordinator {
    typealias View = PasskeysView

    let dependencies: any AccountDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, AddPasskeyForm>) throws -> Answer<PasskeysViewModel, PasskeysPresenter.Destination> {
        let presenter = PasskeysPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form): return try presenter.add(name: form.name, registration: form.registration, device: request.device)
        }
    }

    func location(of destination: PasskeysPresenter.Destination) -> String {
        switch destination { case .passkeys: AccountPaths.passkeys.location }
    }
}
