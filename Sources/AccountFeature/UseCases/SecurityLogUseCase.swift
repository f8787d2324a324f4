import Domain
import ScreenKit

/// Writes a member's security log entries with the time and the device they came from.
///
/// A refused sign-in is logged once per ``throttledEventInterval`` for an account, not once per
/// refusal: refusals cost the guesser nothing, and a write each would let anyone who knows an
/// address fill its owner's log and the disk (every other kind is bounded by the throttle).
struct SecurityLogUseCase: Sendable {
    static let throttledEventInterval = 15 * 60

    let log: any SecurityLogRepository
    let clock: any WallClock

    func record(_ kind: SecurityEvent.Kind, memberID: Int, device: SessionDevice) throws {
        let now = clock.secondsSince1970
        if kind == .signInThrottled, let latest = try log.events(userID: memberID, .first, limit: 1).items.first,
           latest.kind == .signInThrottled, now - latest.occurredAt < Self.throttledEventInterval {
            return
        }
        try log.record(SecurityEvent(
            userID: memberID, kind: kind, occurredAt: now, clientAddress: device.clientAddress, userAgent: device.userAgent))
    }

    /// What a first proof of the member's address ended, if it was one; nothing otherwise.
    func record(_ proof: AddressProof, device: SessionDevice) throws {
        guard proof.wasFirstProof else { return }
        try record(.addressProven, memberID: proof.member.id, device: device)
        if proof.passwordRemoved {
            try record(.passwordRemoved, memberID: proof.member.id, device: device)
        }
        if proof.waysInRemoved {
            try record(.waysInRemoved, memberID: proof.member.id, device: device)
        }
    }
}
