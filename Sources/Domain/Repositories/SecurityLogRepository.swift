/// Where each member's security log is kept: appended to as things happen, read by its
/// member newest first. A member's events go when the member does.
public protocol SecurityLogRepository: Sendable {
    func record(_ event: SecurityEvent) throws
    /// `limit` of the member's events, newest first (by id), from `position`.
    func events(userID: Int, _ position: PagePosition, limit: Int) throws -> Page<SecurityEvent>
}
