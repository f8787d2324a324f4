import Domain
import ScreenKit

/// The account's home: who the member is, a change of address waiting for its link, and the
/// way to each setting.
struct SettingsPresenter {
    enum Destination: Equatable {
        case settings
    }

    private let viewer: SignedInUser
    private let users: any UserRepository
    private let tokens: any EmailTokenRepository
    private let clock: any WallClock
    private let sessions: any DeviceSessions
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser, sessions: any DeviceSessions) {
        self.viewer = viewer
        self.sessions = sessions
        users = dependencies.users
        tokens = dependencies.emailTokens
        clock = dependencies.clock
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The member's name, e-mail, a pending change of address and how many devices are
    /// signed in.
    func load(profilePath: String) throws -> Answer<SettingsViewModel, Destination> {
        let email = try users.user(id: viewer.id)?.email ?? ""
        let pending = try tokens.pending(userID: viewer.id, purpose: .emailChange, at: clock.secondsSince1970)
        return .show(SettingsViewModel(
            name: viewer.name, email: email, pendingEmail: pending?.email, deviceCount: try sessions.memberSessions().count,
            profilePath: profilePath))
    }

    /// Voids the change of address waiting for its link, and the current address's link that
    /// would cancel it; logged when there was one.
    func cancelPendingEmail(device: SessionDevice) throws -> Answer<SettingsViewModel, Destination> {
        if try tokens.pending(userID: viewer.id, purpose: .emailChange, at: clock.secondsSince1970) != nil {
            try tokens.revoke(userID: viewer.id, purposes: EmailTokenPurpose.pendingEmailChange)
            try securityLog.record(.emailChangeCancelled, memberID: viewer.id, device: device)
        }
        return .go(.settings, flash: .success(LinkText.emailChangeCancelled.text()))
    }
}
