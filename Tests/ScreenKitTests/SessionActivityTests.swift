import HTTPCore
import Logging
@testable import ScreenKit
import ScreenKitTesting
import Secrets
import Testing

/// "Last seen" is recorded by requests and written in batches off the request threads.
@Suite("Session activity")
struct SessionActivityTests {
    private let clock = ManualClock()
    private let policy = SessionPolicy()

    private func application(_ store: RecordingSessionStore) -> Application {
        TestApplication.make(sessions: store, clock: clock)
    }

    /// A client holding a session stored for `userID`, last seen now; and the session's hash.
    private func signedInClient(
        _ application: Application, store: RecordingSessionStore, userID: Int = 1
    ) throws -> (ScreenClient, String) {
        let client = try ScreenClient.holdingSession(of: userID, in: store, on: application, now: clock.secondsSince1970)
        return (client, try #require(client.sessionIDHash))
    }

    private func isSignedIn(_ client: ScreenClient) throws -> Bool {
        try client.get("/test/members").status == .ok
    }

    @Test func aDueTouchIsRecordedInMemoryNotWrittenByTheRequest() throws {
        let store = RecordingSessionStore()
        let application = application(store)
        let (client, hash) = try signedInClient(application, store: store)

        #expect(try isSignedIn(client))
        #expect(application.sessionActivity.waitingCount == 0)

        clock.advance(by: policy.touchIntervalSeconds)
        for _ in 0..<3 {
            #expect(try isSignedIn(client))
        }
        #expect(store.singleTouches == 0)
        #expect(store.batches.isEmpty)
        #expect(application.sessionActivity.waitingCount == 1)

        #expect(try application.sessionActivity.flush() == 1)
        #expect(store.batches == [[hash: clock.secondsSince1970]])
        #expect(store.record(hash)?.lastSeenAt == clock.secondsSince1970)
        #expect(application.sessionActivity.waitingCount == 0)

        // Written: not due again until another interval has passed.
        #expect(try isSignedIn(client))
        #expect(application.sessionActivity.waitingCount == 0)
        #expect(try application.sessionActivity.flush() == 0)
        #expect(store.batches.count == 1)
    }

    @Test func oneFlushWritesEverySessionsLatestTimeInOneBatch() throws {
        let store = RecordingSessionStore()
        let application = application(store)
        let (ada, adaHash) = try signedInClient(application, store: store, userID: 1)
        let (grace, graceHash) = try signedInClient(application, store: store, userID: 2)

        clock.advance(by: policy.touchIntervalSeconds)
        #expect(try isSignedIn(ada))
        #expect(try isSignedIn(grace))
        clock.advance(by: 5)
        #expect(try isSignedIn(ada))

        try application.sessionActivity.flush()

        let now = clock.secondsSince1970
        #expect(store.batches == [[adaHash: now, graceHash: now - 5]])
    }

    @Test func theFlusherWritesWhenTriggeredAndOnceMoreWhenStopped() throws {
        let store = RecordingSessionStore()
        let application = application(store)
        let trigger = ManualTrigger()
        let activity = application.sessionActivity
        let flusher = BackgroundWorker(
            name: "session activity", trigger: trigger, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        ) { try activity.flush() }
        let (client, hash) = try signedInClient(application, store: store)
        flusher.start()

        clock.advance(by: policy.touchIntervalSeconds)
        #expect(try isSignedIn(client))
        #expect(store.batches.isEmpty)
        trigger.runAndWait()
        #expect(store.batches == [[hash: clock.secondsSince1970]])

        trigger.runAndWait()
        #expect(store.batches.count == 1)

        clock.advance(by: policy.touchIntervalSeconds)
        #expect(try isSignedIn(client))
        flusher.stop()
        #expect(store.batches.count == 2)
        #expect(store.record(hash)?.lastSeenAt == clock.secondsSince1970)
        flusher.stop()
        #expect(store.batches.count == 2)
    }

    @Test func aFlusherNeverStartedWritesWhenStopped() throws {
        let store = RecordingSessionStore()
        let application = application(store)
        let activity = application.sessionActivity
        let flusher = BackgroundWorker(
            name: "session activity", trigger: IntervalTrigger(interval: .seconds(60)),
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        ) { try activity.flush() }
        let (client, hash) = try signedInClient(application, store: store)
        clock.advance(by: policy.touchIntervalSeconds)
        #expect(try isSignedIn(client))

        flusher.stop()

        #expect(store.batches == [[hash: clock.secondsSince1970]])
    }

    @Test func waitingTouchesAreBoundedAndOnlyMoveForward() throws {
        let store = RecordingSessionStore()
        let activity = SessionActivity(store: store, capacity: 2)
        activity.record(idHash: "a", at: 10)
        activity.record(idHash: "b", at: 10)
        activity.record(idHash: "c", at: 10)
        #expect(activity.waitingCount == 2)
        #expect(activity.waitingLastSeen(idHash: "c") == nil)

        activity.record(idHash: "a", at: 20)
        activity.record(idHash: "b", at: 5)
        #expect(activity.waitingLastSeen(idHash: "a") == 20)
        #expect(activity.waitingLastSeen(idHash: "b") == 10)

        #expect(try activity.flush() == 2)
        #expect(store.batches == [["a": 20, "b": 10]])
        activity.record(idHash: "c", at: 30)
        #expect(activity.waitingCount == 1)
    }

    @Test func aFailedFlushKeepsTheTimesForTheNextOne() throws {
        let store = RecordingSessionStore()
        let application = application(store)
        let (client, hash) = try signedInClient(application, store: store)
        clock.advance(by: policy.touchIntervalSeconds)
        #expect(try isSignedIn(client))

        store.failNextBatch()
        #expect(throws: RecordingSessionStore.Refused.self) { try application.sessionActivity.flush() }
        #expect(application.sessionActivity.waitingCount == 1)

        #expect(try application.sessionActivity.flush() == 1)
        #expect(store.record(hash)?.lastSeenAt == clock.secondsSince1970)
    }

    @Test func aTouchNotYetWrittenKeepsTheSessionAlive() throws {
        let store = RecordingSessionStore()
        let application = application(store)
        let (client, hash) = try signedInClient(application, store: store)

        clock.advance(by: policy.idleTimeoutSeconds - 10)
        #expect(try isSignedIn(client))
        // The stored time is now past the idle limit; the waiting one is not.
        clock.advance(by: 20)
        #expect(try isSignedIn(client))
        #expect(store.record(hash) != nil)

        clock.advance(by: policy.idleTimeoutSeconds + 1)
        #expect(try !isSignedIn(client))
        #expect(store.record(hash) == nil)
    }
}
