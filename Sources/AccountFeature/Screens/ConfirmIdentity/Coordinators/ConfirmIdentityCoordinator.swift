import ScreenKit

/// Starts the password prompt for one request and decides where the flow goes next.
final class ConfirmIdentityCoordinator: Coordinating, ConfirmIdentityCoordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser
    private let action: FormAction<ConfirmIdentityForm>
    private let dependencies: AccountDependencies
    private let page = Page<ConfirmIdentityView>()
    private var outcome: Outcome?

    init(navigator: Navigator, viewer: SignedInUser, action: FormAction<ConfirmIdentityForm>, dependencies: AccountDependencies) {
        self.navigator = navigator
        self.viewer = viewer
        self.action = action
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        let presenter = ConfirmIdentityPresenter(view: page, coordinator: self, viewer: viewer, dependencies: dependencies)
        switch action {
        case .show:
            presenter.load(next: navigator.query["next"])
        case .submit(let form):
            try presenter.confirm(password: form.password, next: form.next, device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didConfirm(next: String?) throws {
        try navigator.confirmIdentity()
        outcome = .redirect(to: next ?? AccountPaths.settings.location)
    }
}
