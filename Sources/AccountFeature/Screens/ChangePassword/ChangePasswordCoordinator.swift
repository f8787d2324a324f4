import ScreenKit

/// Builds the password form's presenter for a request; a changed password goes back to the
/// settings, with every other session ended and this one renewed.
struct ChangePasswordCoordinator: Coordinator {
    typealias View = ChangePasswordView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, ChangePasswordForm>
    ) throws -> Answer<ChangePasswordViewModel, ChangePasswordPresenter.Destination> {
        let presenter = ChangePasswordPresenter(dependencies, viewer: request.viewer, sessions: request.sessions)
        switch request.action {
        case .show:
            return try presenter.load()
        case .submit(let form):
            return try presenter.change(
                currentPassword: form.currentPassword, newPassword: form.newPassword, confirmation: form.passwordConfirmation,
                device: request.device)
        }
    }

    func location(of destination: ChangePasswordPresenter.Destination) -> String {
        switch destination { case .settings: AccountPaths.settings.location }
    }
}
