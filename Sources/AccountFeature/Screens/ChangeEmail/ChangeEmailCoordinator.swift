import ScreenKit

/// Builds the e-mail form's presenter for a request; once a link went out, back to the settings.
struct ChangeEmailCoordinator: Coordinator {
    typealias View = ChangeEmailView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, ChangeEmailForm>
    ) throws -> Answer<ChangeEmailViewModel, ChangeEmailPresenter.Destination> {
        let presenter = ChangeEmailPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form): return try presenter.change(email: form.email, device: request.device)
        }
    }

    func location(of destination: ChangeEmailPresenter.Destination) -> String {
        switch destination { case .settings: AccountPaths.settings.location }
    }
}
