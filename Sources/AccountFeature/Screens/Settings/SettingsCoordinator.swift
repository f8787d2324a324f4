import Domain
import ScreenKit

/// Builds the settings screen, or its one action, for a request.
struct SettingsCoordinator: Coordinator {
    typealias View = SettingsView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<SettingsViewModel, SettingsPresenter.Destination> {
        let presenter = SettingsPresenter(dependencies, viewer: request.viewer, sessions: request.sessions)
        switch request.action {
        case .show: return try presenter.load(profilePath: flow.location(of: .editProfile(id: request.viewer.id)))
        case .submit: return try presenter.cancelPendingEmail(device: request.device)
        }
    }

    func location(of destination: SettingsPresenter.Destination) -> String {
        switch destination { case .settings: AccountPaths.settings.location }
    }
}
