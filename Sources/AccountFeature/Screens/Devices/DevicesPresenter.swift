import Domain
import ScreenKit

/// The member's signed-in devices: the list, ending one, and ending all but this one; each
/// ending is logged.
struct DevicesPresenter {
    enum Destination: Equatable {
        case devices
    }

    private let viewer: SignedInUser
    private let sessions: any DeviceSessions
    private let tokens: any EmailTokenRepository
    private let secondSteps: any SecondStepRepository
    private let securityLog: SecurityLogUseCase
    private let deviceName: DeviceNameUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser, sessions: any DeviceSessions) {
        self.viewer = viewer
        deviceName = DeviceNameUseCase()
        self.sessions = sessions
        tokens = dependencies.emailTokens
        secondSteps = dependencies.secondSteps
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Every live session, this device first, then by sign-in, newest first.
    func load() throws -> Answer<DevicesViewModel, Destination> {
        let rows = try sessions.memberSessions()
            .sorted { $0.isCurrent && !$1.isCurrent }
            .map { session in
                DeviceRow(
                    number: session.number, name: deviceName(userAgent: session.device.userAgent),
                    clientAddress: session.device.clientAddress, signedInAt: Timestamp(seconds: session.signedInAt),
                    lastSeenAt: Timestamp(seconds: session.lastSeenAt), isCurrent: session.isCurrent,
                    signInMethod: session.method?.storedText, signedInWith: session.method?.words)
            }
        return .show(DevicesViewModel(devices: rows, hasOtherDevices: rows.contains { !$0.isCurrent }))
    }

    /// Ends the member's session with this number; their own ends by signing this device out.
    /// Another member's number ends nothing (403).
    func revoke(number: Int, device: SessionDevice) throws -> Answer<DevicesViewModel, Destination> {
        let revocation = try sessions.revokeSession(number: number)
        guard revocation != .notFound else { return .forbidden(SecurityText.noSuchSession.text()) }
        try securityLog.record(.sessionRevoked, memberID: viewer.id, device: device)
        let answer = Answer<DevicesViewModel, Destination>.go(.devices, flash: .success(SecurityText.sessionRevoked.text()))
        return revocation == .current ? answer.signingOut() : answer
    }

    /// Ends every other session, any change of address waiting for its link (whoever held one
    /// of those sessions may have asked for it), the trust of every browser, so a signed-out
    /// device asks for the second step again, every sign-in waiting for its code, and every key
    /// being set up.
    func signOutEverywhereElse(device: SessionDevice) throws -> Answer<DevicesViewModel, Destination> {
        try sessions.signOutEverywhereElse()
        try tokens.revoke(userID: viewer.id, purposes: EmailTokenPurpose.pendingEmailChange)
        try secondSteps.endUnfinishedSteps(userID: viewer.id)
        try securityLog.record(.signedOutEverywhereElse, memberID: viewer.id, device: device)
        return .go(.devices, flash: .success(SecurityText.signedOutEverywhereElse.text()))
    }
}
