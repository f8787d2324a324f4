import Domain
import ScreenKit

/// Starts the settings screen, or its one action, for one request.
final class SettingsCoordinator: Coordinating {
    enum Action {
        case show
        /// Cancel the change of address waiting for its link.
        case cancelPendingEmail
    }

    private let navigator: Navigator
    private let viewer: SignedInUser
    private let action: Action
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>

    init(
        navigator: Navigator, viewer: SignedInUser, action: Action, dependencies: AccountDependencies,
        flow: any FlowType<AccountDestination>
    ) {
        self.navigator = navigator
        self.viewer = viewer
        self.action = action
        self.dependencies = dependencies
        self.flow = flow
    }

    func start() throws -> Outcome {
        let page = Page<SettingsView>()
        let presenter = SettingsPresenter(view: page, viewer: viewer, sessions: navigator, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load(profilePath: flow.location(of: .editProfile(id: viewer.id)))
            return .show(page)
        case .cancelPendingEmail:
            try presenter.cancelPendingEmail(device: navigator.device)
            return .redirect(to: AccountPaths.settings.location, flash: .success(AccountMessages.emailChangeCancelled))
        }
    }
}
