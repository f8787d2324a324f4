import Domain
import ScreenKit

/// Writes a member's security log entries with the time and the device they came from.
struct SecurityLogUseCase: Sendable {
    let log: any SecurityLogRepository
    let clock: any WallClock

    func record(_ kind: SecurityEvent.Kind, memberID: Int, device: SessionDevice) throws {
        try log.record(SecurityEvent(
            userID: memberID, kind: kind, occurredAt: clock.secondsSince1970,
            clientAddress: device.clientAddress, userAgent: device.userAgent))
    }
}
