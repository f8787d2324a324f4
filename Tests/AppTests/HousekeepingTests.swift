import Domain
import Foundation
@testable import App
import ScreenKit
import ScreenKitTesting
@testable import Storage
import Repositories
import Testing

/// The sweep the server runs at start and every minute while serving.
struct HousekeepingTests {
    @Test func aSweepRemovesExpiredSessionsAndOldFailuresOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try AppDatabase(path: folder.databasePath)
        defer { try? database.close() }
        let clock = ManualClock(1_000_000)
        let now = clock.secondsSince1970
        var policy = SessionPolicy()
        policy.idleTimeoutSeconds = 100
        policy.absoluteTimeoutSeconds = 1_000
        let user = try SQLUserRepository(database: database).create(
            NewUser(name: "Ada", email: "ada@example.com", passwordHash: "x", createdAt: now))
        let sessions = SQLSessionStore(database: database)
        policy.rememberedIdleTimeoutSeconds = 200
        let rows = [
            ("idle", now - 500, now - 101, false), ("old", now - 1_001, now, true), ("live", now - 500, now - 99, false),
            ("remembered", now - 500, now - 199, true), ("rememberedIdle", now - 500, now - 201, true),
        ]
        for (name, createdAt, lastSeenAt, persistent) in rows {
            try sessions.insert(SessionRecord(
                idHash: name, userID: user.id, csrfSecret: "s", createdAt: createdAt, lastSeenAt: lastSeenAt, persistent: persistent))
        }
        let log = SQLSecurityLog(database: database)
        for age in [SecurityEvent.retentionSeconds + 1, SecurityEvent.retentionSeconds - 1] {
            try log.record(SecurityEvent(userID: user.id, kind: .signedIn, occurredAt: now - age, clientAddress: "", userAgent: ""))
        }
        for time in [now - 60, now - 59] {
            try database.write { try $0.run("INSERT INTO sign_in_attempts (key, attempted_at) VALUES (?, ?)", "address:192.0.2.1", time) }
        }

        let removed = try Housekeeping(records: SQLExpiredRecords(database: database), policy: policy, failureWindow: 60, clock: clock).sweep()

        #expect(removed.sessions == 3 && removed.failures == 1 && removed.events == 1)
        #expect(try sessions.signedInSession(idHash: "idle") == nil)
        #expect(try sessions.signedInSession(idHash: "old") == nil)
        #expect(try sessions.signedInSession(idHash: "rememberedIdle") == nil)
        #expect(try sessions.signedInSession(idHash: "live") != nil)
        #expect(try sessions.signedInSession(idHash: "remembered") != nil)
        #expect(try log.events(userID: user.id, .first, limit: 10).items.map(\.occurredAt) == [now - SecurityEvent.retentionSeconds + 1])
        #expect(try Self.attemptTimes(in: database) == [now - 59])
    }

    @Test func aSweepRemovesExpiredLinksAndChallengesAndMailFinishedAWeekAgo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try AppDatabase(path: folder.databasePath)
        defer { try? database.close() }
        let clock = ManualClock(1_000_000)
        let now = clock.secondsSince1970
        let user = try SQLUserRepository(database: database).create(
            NewUser(name: "Ada", email: "ada@example.com", passwordHash: "x", createdAt: now))
        let tokens = SQLEmailTokens(database: database)
        let mail = OutgoingMail(to: "ada@example.com", subject: "Link", text: "t", html: "h")
        for (byte, purpose, expiresAt) in [(1, EmailTokenPurpose.passwordReset, now - 1), (2, .magicLink, now + 1)] {
            let token = NewEmailToken(purpose: purpose, hash: Array(repeating: UInt8(byte), count: 32), email: user.email, expiresAt: expiresAt)
            try tokens.issue(MailedToken(token: token, mail: mail), userID: user.id, at: now - 100)
        }
        // A passkey challenge expires as a link does: one a browser asked for and never brought back.
        let passkeys = SQLPasskeys(database: database)
        for (byte, expiresAt) in [(1, now - 1), (2, now + 1)] {
            try passkeys.issueChallenge(
                hash: Array(repeating: UInt8(byte), count: 32), purpose: .registration, userID: user.id, expiresAt: expiresAt)
        }
        let outbox = SQLOutbox(database: database)
        let week = OutboxMessage.retentionSeconds
        let ids = try (0..<4).map { _ in try outbox.enqueue(mail, at: now - week - 10).id }
        try outbox.markSent(id: ids[0], attempts: 1, at: now - week - 1)
        try outbox.markSent(id: ids[1], attempts: 1, at: now - week + 1)
        try outbox.markFailed(id: ids[2], attempts: 5, error: "550")

        let removed = try Housekeeping(records: SQLExpiredRecords(database: database), policy: SessionPolicy(), failureWindow: 60, clock: clock).sweep()

        #expect(removed.tokens == 1 && removed.messages == 2 && removed.challenges == 1)
        #expect(try passkeys.consumeChallenge(hash: Array(repeating: 2, count: 32), purpose: .registration, at: now) != nil)
        #expect(try tokens.token(hash: Array(repeating: 2, count: 32), purpose: .magicLink, at: now) != nil)
        // The links' own mail (queued 100 seconds ago, pending) and the message still waiting stay.
        #expect(try Set(outbox.recent(limit: 10).map(\.id)).isSuperset(of: [ids[1], ids[3]]))
        #expect(try outbox.recent(limit: 10).count == 4)
    }

    @Test func aSweepStopsAfterItsBatchesAndTheNextOneGoesOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try AppDatabase(path: folder.databasePath)
        defer { try? database.close() }
        let clock = ManualClock(1_000_000)
        let bound = Housekeeping.batchSize * Housekeeping.maxBatches
        try database.write { try $0.run("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(bound + 7))
            INSERT INTO sign_in_attempts (key, attempted_at) SELECT 'address:192.0.2.1', 1 FROM n
            """) }
        let housekeeping = Housekeeping(records: SQLExpiredRecords(database: database), policy: SessionPolicy(), failureWindow: 60, clock: clock)

        #expect(try housekeeping.sweep().failures == bound)
        #expect(try housekeeping.sweep().failures == 7)
        #expect(try housekeeping.sweep().failures == 0)
        #expect(try Self.attemptTimes(in: database).isEmpty)
    }

    /// When the attempts kept were made, oldest first.
    static func attemptTimes(in database: AppDatabase) throws -> [Int] {
        try database.read {
            try $0.all("SELECT attempted_at AS value FROM sign_in_attempts ORDER BY attempted_at", columns: SingleValue.self) {
                try $0.integer(.value)
            }
        }
    }
}
