import Domain
import ScreenKit

/// The member's own security log, newest first, a page at a time.
struct ActivityPresenter {
    static let pageSize = 20

    let log: any SecurityLogRepository
    let viewer: SignedInUser
    private let deviceName = DeviceNameUseCase()

    /// The events from `position`, newest first; past the oldest, an empty page that links back.
    func load(_ position: PagePosition) throws -> Answer<ActivityViewModel, Never> {
        let page = try log.events(userID: viewer.id, position, limit: Self.pageSize)
        let rows = page.items.map { event in
            ActivityRow(
                id: event.id, kind: event.kind.rawValue, summary: Self.summary(of: event.kind),
                occurredAt: Timestamp(seconds: event.occurredAt), device: deviceName(userAgent: event.userAgent),
                clientAddress: event.clientAddress)
        }
        return .show(ActivityViewModel(
            events: rows, hasNewer: page.hasPrevious, hasOlder: page.hasNext, newerStart: page.firstKey, olderStart: page.lastKey))
    }

    static func summary(of kind: SecurityEvent.Kind) -> String {
        switch kind {
        case .signedIn: "Signed in"
        case .signInFailed: "Wrong password typed"
        case .signInThrottled: "Sign-in refused after too many wrong passwords"
        case .passwordChanged: "Password changed"
        case .emailChanged: "E-mail changed"
        case .sessionRevoked: "A device was signed out"
        case .signedOutEverywhereElse: "Signed out everywhere else"
        case .signedInWithLink: "Signed in with an e-mailed link"
        case .passwordReset: "Password reset from an e-mailed link"
        case .emailConfirmed: "E-mail address confirmed"
        case .emailChangeRequested: "A change of e-mail address was asked for"
        case .emailChangeCancelled: "A change of e-mail address was cancelled"
        case .addressProven: "E-mail address proven; every earlier session was signed out"
        case .passwordRemoved: "The password chosen before the address was proven was removed"
        case .secondStepAdded: "Authenticator codes turned on"
        case .secondStepRemoved: "Authenticator codes turned off"
        case .secondStepFailed: "Wrong authenticator or recovery code typed"
        case .recoveryCodeUsed: "Signed in with a recovery code"
        case .recoveryCodesReplaced: "New recovery codes made; the old ones stopped working"
        case .passkeyAdded: "A passkey was added"
        case .passkeyRemoved: "A passkey was removed"
        case .signedInWithPasskey: "Signed in with a passkey"
        case .passkeyFailed: "A passkey was refused"
        }
    }
}
