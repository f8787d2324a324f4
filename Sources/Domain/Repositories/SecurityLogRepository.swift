/// Where each member's security log is kept: appended to as things happen, read by its
/// member newest first. A member's events go when the member does.
public protocol SecurityLogRepository: Sendable {
    func record(_ event: SecurityEvent) throws
    /// The member's events, newest first, `limit` of them after skipping `offset`.
    func events(userID: Int, offset: Int, limit: Int) throws -> [SecurityEvent]
    func count(userID: Int) throws -> Int
}
