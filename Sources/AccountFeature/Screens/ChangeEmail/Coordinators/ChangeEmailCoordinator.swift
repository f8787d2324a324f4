import ScreenKit

/// Starts the e-mail form for one request and decides where the flow goes next.
final class ChangeEmailCoordinator: Coordinating, ChangeEmailCoordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser
    private let action: FormAction<ChangeEmailForm>
    private let dependencies: AccountDependencies
    private let page = Page<ChangeEmailView>()
    private var outcome: Outcome?

    init(navigator: Navigator, viewer: SignedInUser, action: FormAction<ChangeEmailForm>, dependencies: AccountDependencies) {
        self.navigator = navigator
        self.viewer = viewer
        self.action = action
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        let presenter = ChangeEmailPresenter(view: page, coordinator: self, viewer: viewer, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load()
        case .submit(let form):
            try presenter.change(email: form.email, device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didRequestChange(to email: String) {
        outcome = .redirect(to: AccountPaths.settings.location, flash: .info(AccountMessages.emailChangeSent(to: email)))
    }
}
