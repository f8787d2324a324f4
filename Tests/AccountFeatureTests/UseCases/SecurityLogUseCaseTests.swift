import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security log entries")
struct SecurityLogUseCaseTests {
    let store: TestStore
    let ada: User
    let grace: User
    let device = SessionDevice(userAgent: "curl/8.0", clientAddress: "192.0.2.7")

    init() throws {
        store = try TestStore()
        ada = try store.seed(name: "Ada")
        grace = try store.seed(name: "Grace")
    }

    var clock: ManualClock { store.time }
    var useCase: SecurityLogUseCase { SecurityLogUseCase(log: store.securityLog, clock: clock) }

    @Test func anEntryCarriesTheTimeAndTheDevice() throws {
        try useCase.record(.passwordChanged, memberID: ada.id, device: device)
        let events = try store.securityEvents()
        #expect(events.count == 1)
        // The store gives the event its key; the rest is what the use case wrote.
        let event = try #require(events.first)
        #expect(event == SecurityEvent(
            id: event.id, userID: ada.id, kind: .passwordChanged, occurredAt: clock.secondsSince1970,
            clientAddress: "192.0.2.7", userAgent: "curl/8.0"))
    }

    @Test func refusedSignInsAreLoggedOncePerIntervalPerAccount() throws {
        for _ in 0..<50 {
            try useCase.record(.signInThrottled, memberID: ada.id, device: device)
        }
        try useCase.record(.signInThrottled, memberID: grace.id, device: device)
        #expect(try store.eventKinds(userID: ada.id) == [.signInThrottled])
        clock.advance(by: SecurityLogUseCase.throttledEventInterval - 1)
        try useCase.record(.signInThrottled, memberID: ada.id, device: device)
        #expect(try store.eventKinds(userID: ada.id) == [.signInThrottled])
        clock.advance(by: 1)
        try useCase.record(.signInThrottled, memberID: ada.id, device: device)
        #expect(try store.eventKinds(userID: ada.id) == [.signInThrottled, .signInThrottled])
        #expect(try store.eventKinds(userID: grace.id) == [.signInThrottled])
    }

    /// Only the newest event counts: a refusal after another kind of event is logged again.
    @Test func aRefusalAfterAnotherEventIsLoggedAgain() throws {
        try useCase.record(.signInThrottled, memberID: ada.id, device: device)
        try useCase.record(.signInFailed, memberID: ada.id, device: device)
        try useCase.record(.signInThrottled, memberID: ada.id, device: device)
        #expect(try store.eventKinds(userID: ada.id) == [.signInThrottled, .signInFailed, .signInThrottled])
    }

    @Test func otherKindsAreAllKept() throws {
        try useCase.record(.signInFailed, memberID: ada.id, device: device)
        try useCase.record(.signInFailed, memberID: ada.id, device: device)
        #expect(try store.eventKinds(userID: ada.id) == [.signInFailed, .signInFailed])
    }
}
