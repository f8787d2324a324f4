import ScreenKit

/// Builds the e-mail form's presenter for a request; once a link went out, back to the settings.
/// Sending waits for the mail server, so that answer awaits: no request thread waits with it.
struct ChangeEmailCoordinator: Coordinator {
    typealias View = ChangeEmailView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, ChangeEmailForm>
    ) throws -> Answer<ChangeEmailViewModel, ChangeEmailPresenter.Destination> {
        let presenter = ChangeEmailPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form):
            let device = request.device
            return .awaiting { try await presenter.change(email: form.email, device: device) }
        }
    }

    func location(of destination: ChangeEmailPresenter.Destination) -> String {
        switch destination { case .settings: AccountPaths.settings.location }
    }
}
