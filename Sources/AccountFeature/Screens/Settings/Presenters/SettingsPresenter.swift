import Domain
import ScreenKit

/// The account's home: who the member is, a change of address waiting for its link, and the
/// way to each setting.
final class SettingsPresenter: Presenting {
    let view: any Viewable<SettingsViewModel>
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let sessions: any DeviceSessions
    private let securityLog: SecurityLogUseCase

    init(view: any Viewable<SettingsViewModel>, viewer: SignedInUser, sessions: any DeviceSessions, dependencies: AccountDependencies) {
        self.view = view
        self.viewer = viewer
        self.sessions = sessions
        users = dependencies.users
        tokens = dependencies.tokens
        clock = dependencies.clock
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Shows the member's name, e-mail, a pending change of address and how many devices are
    /// signed in.
    func load(profilePath: String) throws {
        let email = try users.user(id: viewer.id)?.email ?? ""
        let pending = try tokens.pending(userID: viewer.id, purpose: .emailChange, at: clock.secondsSince1970)
        view.show(SettingsViewModel(
            name: viewer.name, email: email, pendingEmail: pending?.email, deviceCount: try sessions.memberSessions().count,
            profilePath: profilePath))
    }

    /// Voids the change of address waiting for its link, and the current address's link that
    /// would cancel it; logged when there was one.
    func cancelPendingEmail(device: SessionDevice) throws {
        guard try tokens.pending(userID: viewer.id, purpose: .emailChange, at: clock.secondsSince1970) != nil else { return }
        try tokens.revoke(userID: viewer.id, purposes: EmailTokenPurpose.pendingEmailChange)
        try securityLog.record(.emailChangeCancelled, memberID: viewer.id, device: device)
    }
}
