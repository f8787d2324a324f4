import Domain
import ScreenKit

/// The account's home: who the member is, and the way to each setting.
final class SettingsPresenter: Presenting {
    let view: any Viewable<SettingsViewModel>
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let sessions: any DeviceSessions

    init(view: any Viewable<SettingsViewModel>, viewer: SignedInUser, users: any UserRepository, sessions: any DeviceSessions) {
        self.view = view
        self.viewer = viewer
        self.users = users
        self.sessions = sessions
    }

    /// Shows the member's name, e-mail and how many devices are signed in.
    func load(profilePath: String) throws {
        let email = try users.user(id: viewer.id)?.email ?? ""
        view.show(SettingsViewModel(
            name: viewer.name, email: email, deviceCount: try sessions.memberSessions().count, profilePath: profilePath))
    }
}
