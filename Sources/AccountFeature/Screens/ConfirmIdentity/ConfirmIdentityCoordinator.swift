import ScreenKit

/// Builds the password prompt's presenter for a request; a confirmed member goes back where
/// they were going, or to the settings.
struct ConfirmIdentityCoordinator: Coordinator {
    typealias View = ConfirmIdentityView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, ConfirmIdentityForm>
    ) throws -> Answer<ConfirmIdentityViewModel, ConfirmIdentityPresenter.Destination> {
        let presenter = ConfirmIdentityPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load(next: request.query["next"])
        case .submit(let form):
            return try presenter.confirm(password: form.password, code: form.code, next: form.next, device: request.device)
        }
    }

    func location(of destination: ConfirmIdentityPresenter.Destination) -> String {
        switch destination {
        case .next(let path): path
        case .settings: AccountPaths.settings.location
        }
    }
}
