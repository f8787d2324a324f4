import Dispatch
import Domain
import ScreenKitTesting
@testable import Storage
import Synchronization
import Testing

struct SQLiteSignInAttemptRepositoryTests {
    @Test func noFailuresIsNone() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            #expect(try attempts.failures(key: "account:ada@example.com", since: 0) == .none)
        }
    }

    @Test func failuresCountsSinceATimeForOneKey() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            for time in [100, 200, 300] {
                try attempts.recordFailure(key: "account:ada@example.com", at: time)
            }
            try attempts.recordFailure(key: "address:127.0.0.1", at: 250)

            #expect(try attempts.failures(key: "account:ada@example.com", since: 0)
                == SignInFailures(count: 3, oldest: 100))
            #expect(try attempts.failures(key: "account:ada@example.com", since: 200)
                == SignInFailures(count: 2, oldest: 200))
            #expect(try attempts.failures(key: "account:ada@example.com", since: 301) == .none)
            #expect(try attempts.failures(key: "address:127.0.0.1", since: 0) == SignInFailures(count: 1, oldest: 250))
        }
    }

    @Test func forgettingEveryAttemptUnderAKeyLeavesTheOthers() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            try attempts.recordFailure(key: "account:ada@example.com", at: 100)
            try attempts.recordFailure(key: "address:127.0.0.1", at: 100)

            try attempts.forget([], andEveryAttemptUnder: "account:ada@example.com")

            #expect(try attempts.failures(key: "account:ada@example.com", since: 0) == .none)
            #expect(try attempts.failures(key: "address:127.0.0.1", since: 0).count == 1)
        }
    }

    @Test func deleteFailuresBeforeForgetsOlderOnesOfEveryKey() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            try attempts.recordFailure(key: "account:ada@example.com", at: 100)
            try attempts.recordFailure(key: "account:ada@example.com", at: 300)
            try attempts.recordFailure(key: "address:127.0.0.1", at: 150)

            try attempts.deleteFailures(before: 200)

            #expect(try attempts.failures(key: "account:ada@example.com", since: 0)
                == SignInFailures(count: 1, oldest: 300))
            #expect(try attempts.failures(key: "address:127.0.0.1", since: 0) == .none)
        }
    }

    @Test func aBoundedDeleteForgetsAtMostItsLimitOfOlderOnes() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            for second in [100, 110, 120] {
                try attempts.recordFailure(key: "address:127.0.0.1", at: second)
            }
            try attempts.recordFailure(key: "address:127.0.0.1", at: 300)

            #expect(try attempts.deleteFailures(before: 200, limit: 2) == 2)
            #expect(try attempts.deleteFailures(before: 200, limit: 2) == 1)
            #expect(try attempts.deleteFailures(before: 200, limit: 2) == 0)
            #expect(try attempts.failures(key: "address:127.0.0.1", since: 0) == SignInFailures(count: 1, oldest: 300))
        }
    }

    @Test func admissionRecordsOnePerKeyOrNothing() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            let limits = [AttemptLimit(key: "account:ada@example.com", limit: 2), AttemptLimit(key: "address:192.0.2.7", limit: 3)]
            guard case .admitted(let first) = try attempts.admit(limits, since: 0, at: 100) else {
                Issue.record("refused on an empty table")
                return
            }
            #expect(first.count == 2)
            #expect(try attempts.admit(limits, since: 0, at: 150) != .refused(oldestCounted: 100))
            #expect(try attempts.admit(limits, since: 0, at: 200) == .refused(oldestCounted: 100))
            #expect(try attempts.failures(key: "address:192.0.2.7", since: 0).count == 2)
            try attempts.forget(first, andEveryAttemptUnder: "account:nobody@example.com")
            #expect(try attempts.failures(key: "account:ada@example.com", since: 0) == SignInFailures(count: 1, oldest: 150))
        }
    }

    /// Many guesses at once, from threads of two processes' worth of connections: exactly the
    /// limit gets through, none slips between another's count and its record.
    @Test func concurrentAdmissionsNeverPassTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let one = try AppDatabase(path: folder.databasePath)
        defer { try? one.close() }
        let other = try AppDatabase(path: folder.databasePath)
        defer { try? other.close() }
        let repositories = [SQLiteSignInAttemptRepository(database: one), SQLiteSignInAttemptRepository(database: other)]
        let limit = [AttemptLimit(key: "account:ada@example.com", limit: 5)]
        let admitted = Atomic(0)
        let failed = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            do {
                if case .admitted = try repositories[index % 2].admit(limit, since: 0, at: 1_000) {
                    admitted.add(1, ordering: .relaxed)
                }
            } catch {
                failed.add(1, ordering: .relaxed)
            }
        }
        #expect(failed.load(ordering: .relaxed) == 0)
        #expect(admitted.load(ordering: .relaxed) == 5)
        #expect(try repositories[0].failures(key: "account:ada@example.com", since: 0).count == 5)
    }
}
