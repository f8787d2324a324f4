import Domain
import ScreenKit

/// The member's own security log, newest first, a page at a time.
struct ActivityPresenter {
    static let pageSize = 20

    let log: any SecurityLogRepository
    let viewer: SignedInUser
    private let deviceName = DeviceNameUseCase()

    /// The page named by `pageText` (the first for anything that is not a page number; past
    /// the last, an empty page that links back).
    func load(pageText: String?) throws -> Answer<ActivityViewModel, Never> {
        let page = pageText.flatMap(Int.init).map { min(max($0, 1), 1_000_000) } ?? 1
        let offset = (page - 1) * Self.pageSize
        let total = try log.count(userID: viewer.id)
        let rows = try log.events(userID: viewer.id, offset: offset, limit: Self.pageSize).map { event in
            ActivityRow(
                kind: event.kind.rawValue, summary: Self.summary(of: event.kind), occurredAt: Timestamp(seconds: event.occurredAt),
                device: deviceName(userAgent: event.userAgent), clientAddress: event.clientAddress)
        }
        return .show(ActivityViewModel(events: rows, page: page, hasNewer: page > 1, hasOlder: offset + rows.count < total))
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
        }
    }
}
