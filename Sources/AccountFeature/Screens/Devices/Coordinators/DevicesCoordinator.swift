import ScreenKit

/// Starts the devices screen, or one of its actions, for one request.
final class DevicesCoordinator: Coordinating, DevicesCoordinating {
    enum Action {
        case show
        /// End the member's session with this number.
        case revoke(number: Int)
        case signOutEverywhereElse
    }

    private let navigator: Navigator
    private let viewer: SignedInUser
    private let action: Action
    private let dependencies: AccountDependencies
    private let page = Page<DevicesView>()
    private var outcome: Outcome?

    init(navigator: Navigator, viewer: SignedInUser, action: Action, dependencies: AccountDependencies) {
        self.navigator = navigator
        self.viewer = viewer
        self.action = action
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        let presenter = DevicesPresenter(
            view: page, coordinator: self, viewer: viewer, sessions: navigator, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load()
        case .revoke(let number):
            try presenter.revoke(number: number, device: navigator.device)
        case .signOutEverywhereElse:
            try presenter.signOutEverywhereElse(device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didRevokeSession() {
        outcome = .redirect(to: AccountPaths.devices.location, flash: .success(AccountMessages.sessionRevoked))
    }

    func didSignOutEverywhereElse() {
        outcome = .redirect(to: AccountPaths.devices.location, flash: .success(AccountMessages.signedOutEverywhereElse))
    }

    func sessionNotFound() {
        outcome = .forbidden(AccountMessages.noSuchSession)
    }
}
