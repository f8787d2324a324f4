import Domain
import ScreenKit

/// Starts the settings screen for one request.
final class SettingsCoordinator: Coordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let flow: any FlowType<AccountDestination>

    init(navigator: Navigator, viewer: SignedInUser, users: any UserRepository, flow: any FlowType<AccountDestination>) {
        self.navigator = navigator
        self.viewer = viewer
        self.users = users
        self.flow = flow
    }

    func start() throws -> Outcome {
        let page = Page<SettingsView>()
        try SettingsPresenter(view: page, viewer: viewer, users: users, sessions: navigator)
            .load(profilePath: flow.location(of: .editProfile(id: viewer.id)))
        return .show(page)
    }
}
