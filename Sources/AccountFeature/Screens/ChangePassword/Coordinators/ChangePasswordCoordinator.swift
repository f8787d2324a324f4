import ScreenKit

/// Starts the password form for one request and decides where the flow goes next.
final class ChangePasswordCoordinator: Coordinating, ChangePasswordCoordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser
    private let action: FormAction<ChangePasswordForm>
    private let dependencies: AccountDependencies
    private let page = Page<ChangePasswordView>()
    private var outcome: Outcome?

    init(navigator: Navigator, viewer: SignedInUser, action: FormAction<ChangePasswordForm>, dependencies: AccountDependencies) {
        self.navigator = navigator
        self.viewer = viewer
        self.action = action
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        let presenter = ChangePasswordPresenter(view: page, coordinator: self, viewer: viewer, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load()
        case .submit(let form):
            try presenter.change(
                currentPassword: form.currentPassword, newPassword: form.newPassword,
                confirmation: form.passwordConfirmation, device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didChangePassword() throws {
        try navigator.signOutEverywhereElse()
        try navigator.renewSession()
        outcome = .redirect(to: AccountPaths.settings.location, flash: .success(AccountMessages.passwordChanged))
    }
}
