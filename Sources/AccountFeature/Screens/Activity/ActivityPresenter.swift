import Domain
import ScreenKit

/// The member's own security log, newest first, a page at a time.
struct ActivityPresenter {
    static let pageSize = 20

    let log: any SecurityLogRepository
    let viewer: SignedInUser
    private var deviceName: DeviceNameUseCase { DeviceNameUseCase() }

    /// The events from `position`, newest first; past the oldest, an empty page that links back.
    func load(_ position: PagePosition) throws -> Answer<ActivityViewModel, Never> {
        let page = try log.events(userID: viewer.id, position, limit: Self.pageSize)
        let rows = page.items.map { event in
            ActivityRow(
                id: event.id, kind: event.kind.rawValue, summary: SecurityEventText(event.kind).text(),
                occurredAt: Timestamp(seconds: event.occurredAt), device: deviceName(userAgent: event.userAgent),
                clientAddress: event.clientAddress)
        }
        return .show(ActivityViewModel(
            events: rows, hasNewer: page.hasPrevious, hasOlder: page.hasNext, newerStart: page.firstKey, olderStart: page.lastKey))
    }

}
