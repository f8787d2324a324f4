import Domain
import ScreenKit

/// The member's signed-in devices: the list, ending one, and ending all but this one; each
/// ending is logged.
final class DevicesPresenter: Presenting {
    let view: any Viewable<DevicesViewModel>
    private let coordinator: any DevicesCoordinating
    private let viewer: SignedInUser
    private let sessions: any DeviceSessions
    private let tokens: any EmailTokenRepository
    private let securityLog: SecurityLogUseCase
    private let deviceName = DeviceNameUseCase()

    init(
        view: any Viewable<DevicesViewModel>, coordinator: any DevicesCoordinating, viewer: SignedInUser,
        sessions: any DeviceSessions, dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        self.sessions = sessions
        tokens = dependencies.tokens
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Every live session, this device first, then by sign-in, newest first.
    func load() throws {
        let rows = try sessions.memberSessions()
            .sorted { $0.isCurrent && !$1.isCurrent }
            .map { session in
                DeviceRow(
                    number: session.number, name: deviceName(userAgent: session.device.userAgent),
                    clientAddress: session.device.clientAddress, signedInAt: Timestamp(seconds: session.signedInAt),
                    lastSeenAt: Timestamp(seconds: session.lastSeenAt), isCurrent: session.isCurrent)
            }
        view.show(DevicesViewModel(devices: rows, hasOtherDevices: rows.contains { !$0.isCurrent }))
    }

    func revoke(number: Int, device: SessionDevice) throws {
        guard try sessions.revokeSession(number: number) else {
            coordinator.sessionNotFound()
            return
        }
        try securityLog.record(.sessionRevoked, memberID: viewer.id, device: device)
        coordinator.didRevokeSession()
    }

    /// Ends every other session, and any change of address waiting for its link: whoever held
    /// one of those sessions may have asked for it.
    func signOutEverywhereElse(device: SessionDevice) throws {
        try sessions.signOutEverywhereElse()
        try tokens.revoke(userID: viewer.id, purposes: EmailTokenPurpose.pendingEmailChange)
        try securityLog.record(.signedOutEverywhereElse, memberID: viewer.id, device: device)
        coordinator.didSignOutEverywhereElse()
    }
}
