import Domain
import ScreenKit

/// The member's own security log, newest first, a page at a time.
final class ActivityPresenter: Presenting {
    static let pageSize = 20

    let view: any Viewable<ActivityViewModel>
    private let viewer: SignedInUser
    private let log: any SecurityLogRepository
    private let deviceName = DeviceNameUseCase()

    init(view: any Viewable<ActivityViewModel>, viewer: SignedInUser, log: any SecurityLogRepository) {
        self.view = view
        self.viewer = viewer
        self.log = log
    }

    /// Shows the page named by `pageText` (the first for anything that is not a page number;
    /// past the last, an empty page that links back).
    func load(pageText: String?) throws {
        let page = pageText.flatMap(Int.init).map { min(max($0, 1), 1_000_000) } ?? 1
        let offset = (page - 1) * Self.pageSize
        let total = try log.count(userID: viewer.id)
        let rows = try log.events(userID: viewer.id, offset: offset, limit: Self.pageSize).map { event in
            ActivityRow(
                kind: event.kind.rawValue, summary: Self.summary(of: event.kind), occurredAt: Timestamp(seconds: event.occurredAt),
                device: deviceName(userAgent: event.userAgent), clientAddress: event.clientAddress)
        }
        view.show(ActivityViewModel(events: rows, page: page, hasNewer: page > 1, hasOlder: offset + rows.count < total))
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
