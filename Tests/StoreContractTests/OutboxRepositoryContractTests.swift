import Domain
import DomainTesting
import Testing

struct OutboxRepositoryContractTests {
    @Test(arguments: StoreKind.available) func aQueuedMessageIsStoredWithARandomKey(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let mail = OutgoingMail(
                to: "ada@example.com", toName: "Ada \"Countess\" Lovelace", subject: "Héllo <there>",
                text: "Line one\nLine two", html: "<p>Line one</p>")
            let first = try outbox.enqueue(mail, at: 100)
            let second = try outbox.enqueue(.sample(), at: 100)

            #expect(first.mail == mail && first.createdAt == 100 && first.nextAttemptAt == 100)
            #expect(first.state == .pending && first.attempts == 0 && first.lastError == nil && first.sentAt == nil)
            #expect(try outbox.message(id: first.id) == first)
            for key in [first.key, second.key] {
                #expect(key.utf8.count == 32)
                #expect(key.allSatisfy { "0123456789abcdef".contains($0) })
            }
            #expect(first.key != second.key)
            #expect(try outbox.message(id: second.id + 1) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func dueMessagesArePendingAndDueOldestFirstUpToTheLimit(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let ids = try (0..<5).map { index in try outbox.enqueue(.sample(subject: "\(index)"), at: 100).id }
            try outbox.scheduleRetry(id: ids[0], attempts: 1, nextAttemptAt: 200, error: "421 try later")
            try outbox.markSent(id: ids[1], attempts: 1, at: 100)
            try outbox.markFailed(id: ids[2], attempts: 1, error: "550 no such user")

            #expect(try outbox.due(at: 150, limit: 10).map(\.id) == [ids[3], ids[4]])
            #expect(try outbox.due(at: 150, limit: 1).map(\.id) == [ids[3]])
            #expect(try outbox.due(at: 200, limit: 10).map(\.id) == [ids[0], ids[3], ids[4]])
            #expect(try outbox.due(at: 99, limit: 10).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available) func eachTryIsRecorded(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let message = try outbox.enqueue(.sample(), at: 100)

            try outbox.scheduleRetry(id: message.id, attempts: 1, nextAttemptAt: 160, error: "421 busy")
            var expected = message
            expected.attempts = 1
            expected.nextAttemptAt = 160
            expected.lastError = "421 busy"
            #expect(try outbox.message(id: message.id) == expected)

            try outbox.markSent(id: message.id, attempts: 2, at: 170)
            expected.state = .sent
            expected.attempts = 2
            expected.sentAt = 170
            #expect(try outbox.message(id: message.id) == expected)

            let refused = try outbox.enqueue(.sample(), at: 100)
            try outbox.markFailed(id: refused.id, attempts: 3, error: "550 mailbox unavailable")
            let failed = try #require(try outbox.message(id: refused.id))
            #expect(failed.state == .failed && failed.attempts == 3 && failed.lastError == "550 mailbox unavailable")
            #expect(failed.sentAt == nil)
        }
    }

    @Test(arguments: StoreKind.available) func aFinishedMessageStaysFinished(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let sent = try outbox.enqueue(.sample(), at: 100)
            try outbox.markSent(id: sent.id, attempts: 1, at: 110)
            let failed = try outbox.enqueue(.sample(), at: 100)
            try outbox.markFailed(id: failed.id, attempts: 1, error: "550")
            let before = try [outbox.message(id: sent.id), outbox.message(id: failed.id)]

            for id in [sent.id, failed.id] {
                try outbox.scheduleRetry(id: id, attempts: 9, nextAttemptAt: 120, error: "late report")
                try outbox.markFailed(id: id, attempts: 9, error: "late report")
                try outbox.markSent(id: id, attempts: 9, at: 130)
            }

            #expect(try [outbox.message(id: sent.id), outbox.message(id: failed.id)] == before)
            #expect(try outbox.due(at: 1_000, limit: 10).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available) func recentListsNewestFirstWhateverTheirState(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let ids = try (0..<4).map { index in try outbox.enqueue(.sample(subject: "\(index)"), at: 100 - index).id }
            try outbox.markSent(id: ids[1], attempts: 1, at: 100)
            try outbox.markFailed(id: ids[2], attempts: 1, error: "550")

            #expect(try outbox.recent(limit: 10).map(\.id) == ids.reversed())
            #expect(try outbox.recent(limit: 2).map(\.mail.subject) == ["3", "2"])
            #expect(try outbox.recent(limit: 0).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available) func purgeDeletesMessagesFinishedBeforeTheCutoffOnly(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let sentEarly = try outbox.enqueue(.sample(subject: "sent early"), at: 0)
            try outbox.markSent(id: sentEarly.id, attempts: 1, at: 100)
            let sentLate = try outbox.enqueue(.sample(subject: "sent late"), at: 0)
            try outbox.markSent(id: sentLate.id, attempts: 1, at: 300)
            let failedEarly = try outbox.enqueue(.sample(subject: "failed early"), at: 0)
            try outbox.scheduleRetry(id: failedEarly.id, attempts: 1, nextAttemptAt: 150, error: "421")
            try outbox.markFailed(id: failedEarly.id, attempts: 2, error: "550")
            let failedLate = try outbox.enqueue(.sample(subject: "failed late"), at: 0)
            try outbox.scheduleRetry(id: failedLate.id, attempts: 1, nextAttemptAt: 250, error: "421")
            try outbox.markFailed(id: failedLate.id, attempts: 2, error: "550")
            let waiting = try outbox.enqueue(.sample(subject: "still waiting"), at: 0)

            #expect(try outbox.purge(finishedBefore: 200, limit: 1) == 1)
            #expect(try outbox.purge(finishedBefore: 200, limit: 10) == 1)
            #expect(try outbox.purge(finishedBefore: 200, limit: 10) == 0)
            #expect(try Set(outbox.recent(limit: 10).map(\.id)) == [sentLate.id, failedLate.id, waiting.id])
        }
    }

    @Test(arguments: StoreKind.available) func messageIDsAreNeverReused(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let first = try outbox.enqueue(.sample(), at: 0)
            try outbox.markSent(id: first.id, attempts: 1, at: 0)
            #expect(try outbox.purge(finishedBefore: 1, limit: 10) == 1)

            #expect(try outbox.enqueue(.sample(), at: 0).id > first.id)
        }
    }
}
