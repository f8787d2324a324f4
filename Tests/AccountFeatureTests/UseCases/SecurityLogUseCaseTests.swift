import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security log entries")
struct SecurityLogUseCaseTests {
    let log = InMemorySecurityLog()
    let clock = ManualClock()
    let device = SessionDevice(userAgent: "curl/8.0", clientAddress: "192.0.2.7")

    var useCase: SecurityLogUseCase { SecurityLogUseCase(log: log, clock: clock) }

    @Test func anEntryCarriesTheTimeAndTheDevice() throws {
        try useCase.record(.passwordChanged, memberID: 1, device: device)
        #expect(log.all == [SecurityEvent(
            userID: 1, kind: .passwordChanged, occurredAt: clock.secondsSince1970, clientAddress: "192.0.2.7", userAgent: "curl/8.0")])
    }

    @Test func refusedSignInsAreLoggedOncePerIntervalPerAccount() throws {
        for _ in 0..<50 {
            try useCase.record(.signInThrottled, memberID: 1, device: device)
        }
        try useCase.record(.signInThrottled, memberID: 2, device: device)
        #expect(log.kinds(userID: 1) == [.signInThrottled])
        clock.advance(by: SecurityLogUseCase.throttledEventInterval)
        try useCase.record(.signInThrottled, memberID: 1, device: device)
        #expect(log.kinds(userID: 1) == [.signInThrottled, .signInThrottled])
        #expect(log.kinds(userID: 2) == [.signInThrottled])
    }

    @Test func otherKindsAreAllKept() throws {
        try useCase.record(.signInFailed, memberID: 1, device: device)
        try useCase.record(.signInFailed, memberID: 1, device: device)
        #expect(log.kinds(userID: 1) == [.signInFailed, .signInFailed])
    }
}
