import Domain
import Storage
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

    @Test func clearFailuresForgetsOnlyThatKey() throws {
        try withDatabase { database throws in
            let attempts = SQLiteSignInAttemptRepository(database: database)
            try attempts.recordFailure(key: "account:ada@example.com", at: 100)
            try attempts.recordFailure(key: "address:127.0.0.1", at: 100)

            try attempts.clearFailures(key: "account:ada@example.com")

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
}
