import Dispatch
import Domain
import DomainTesting
import ScreenKitTesting
import Synchronization
import Testing

struct SignInAttemptRepositoryContractTests {
    @Test(arguments: StoreKind.available) func noFailuresIsNone(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let attempts = store.attempts
            #expect(try store.attemptsUnder("account:ada@example.com", 0) == AttemptCount.none)
        }
    }

    @Test(arguments: StoreKind.available) func failuresCountsSinceATimeForOneKey(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let attempts = store.attempts
            for time in [100, 200, 300] {
                try store.recordAttempt("account:ada@example.com", time)
            }
            try store.recordAttempt("address:127.0.0.1", 250)

            #expect(try store.attemptsUnder("account:ada@example.com", 0)
                == AttemptCount(count: 3, oldest: 100))
            #expect(try store.attemptsUnder("account:ada@example.com", 200)
                == AttemptCount(count: 2, oldest: 200))
            #expect(try store.attemptsUnder("account:ada@example.com", 301) == AttemptCount.none)
            #expect(try store.attemptsUnder("address:127.0.0.1", 0) == AttemptCount(count: 1, oldest: 250))
        }
    }

    @Test(arguments: StoreKind.available) func forgettingEveryAttemptUnderAKeyLeavesTheOthers(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let attempts = store.attempts
            try store.recordAttempt("account:ada@example.com", 100)
            try store.recordAttempt("address:127.0.0.1", 100)

            try attempts.forget([], andEveryAttemptUnder: ["account:ada@example.com"])

            #expect(try store.attemptsUnder("account:ada@example.com", 0) == AttemptCount.none)
            #expect(try store.attemptsUnder("address:127.0.0.1", 0).count == 1)
        }
    }

    @Test(arguments: StoreKind.available) func deleteFailuresBeforeForgetsOlderOnesOfEveryKey(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let attempts = store.attempts
            try store.recordAttempt("account:ada@example.com", 100)
            try store.recordAttempt("account:ada@example.com", 300)
            try store.recordAttempt("address:127.0.0.1", 150)

            try store.expired.purgeAttempts(before: 200, limit: 1_000)

            #expect(try store.attemptsUnder("account:ada@example.com", 0)
                == AttemptCount(count: 1, oldest: 300))
            #expect(try store.attemptsUnder("address:127.0.0.1", 0) == AttemptCount.none)
        }
    }

    @Test(arguments: StoreKind.available) func aBoundedDeleteForgetsAtMostItsLimitOfOlderOnes(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let attempts = store.attempts
            for second in [100, 110, 120] {
                try store.recordAttempt("address:127.0.0.1", second)
            }
            try store.recordAttempt("address:127.0.0.1", 300)

            #expect(try store.expired.purgeAttempts(before: 200, limit: 2) == 2)
            #expect(try store.expired.purgeAttempts(before: 200, limit: 2) == 1)
            #expect(try store.expired.purgeAttempts(before: 200, limit: 2) == 0)
            #expect(try store.attemptsUnder("address:127.0.0.1", 0) == AttemptCount(count: 1, oldest: 300))
        }
    }

    @Test(arguments: StoreKind.available) func admissionRecordsOnePerKeyOrNothing(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let attempts = store.attempts
            let limits = [AttemptLimit(key: "account:ada@example.com", limit: 2), AttemptLimit(key: "address:192.0.2.7", limit: 3)]
            guard case .admitted(let first) = try attempts.admit(limits, since: 0, at: 100) else {
                Issue.record("refused on an empty table")
                return
            }
            #expect(first.count == 2)
            #expect(try attempts.admit(limits, since: 0, at: 150) != .refused(oldestCounted: 100))
            #expect(try attempts.admit(limits, since: 0, at: 200) == .refused(oldestCounted: 100))
            #expect(try store.attemptsUnder("address:192.0.2.7", 0).count == 2)
            try attempts.forget(first, andEveryAttemptUnder: ["account:nobody@example.com"])
            #expect(try store.attemptsUnder("account:ada@example.com", 0) == AttemptCount(count: 1, oldest: 150))
        }
    }

    /// Many guesses at once, from threads of two processes' worth of connections: exactly the
    /// limit gets through, none slips between another's count and its record.
    @Test(arguments: StoreKind.available) func concurrentAdmissionsNeverPassTheLimit(kind: StoreKind) throws {
        try withStore(kind) { store throws in
        let other = try store.secondInstance()
        defer { other.close() }
        let repositories = [store.attempts, other.attempts]
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
        #expect(try store.attemptsUnder("account:ada@example.com", 0).count == 5)
        }
    }
}
