import Dispatch
import Domain
import DomainTesting
import Foundation
import Synchronization
import Testing

/// The sender's one call: the oldest due message, handed over, its outcome recorded.
struct OutboxDeliveryContractTests {
    @Test(arguments: StoreKind.available) func theOldestDueMessageGoesFirstAndItsOutcomeIsRecorded(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let outbox = store.outbox
            let first = try outbox.enqueue(.sample(to: "first@example.com"), at: 100)
            let second = try outbox.enqueue(.sample(to: "second@example.com"), at: 100)
            let later = try outbox.enqueue(.sample(to: "later@example.com"), at: 500)

            var handed: [Int] = []
            #expect(try outbox.deliverNextDue(at: 200) { message in
                handed.append(message.id)
                return .sent(at: 201)
            })
            #expect(try outbox.deliverNextDue(at: 200) { message in
                handed.append(message.id)
                return .retry(next: 260, error: "421 busy")
            })
            #expect(try !outbox.deliverNextDue(at: 200) { message in
                Issue.record("message \(message.id) was not due")
                return .failed(error: "not due")
            })
            #expect(handed == [first.id, second.id])

            let sent = try #require(try outbox.message(id: first.id))
            #expect(sent.state == .sent && sent.attempts == 1 && sent.sentAt == 201)
            let waiting = try #require(try outbox.message(id: second.id))
            #expect(waiting.state == .pending && waiting.attempts == 1 && waiting.nextAttemptAt == 260)
            #expect(waiting.lastError == "421 busy")

            var retried: (id: Int, attempts: Int)?
            #expect(try outbox.deliverNextDue(at: 600) { message in
                retried = (message.id, message.attempts)
                return .failed(error: "550 no such user")
            })
            #expect(retried?.id == second.id && retried?.attempts == 1)
            #expect(try outbox.message(id: second.id)?.state == .failed)
            #expect(try outbox.due(at: 600, limit: 10).map(\.id) == [later.id])
        }
    }

    /// A sender that fails (its transfer threw) leaves the message as it was, due again.
    @Test(arguments: StoreKind.available) func aDeliveryThatThrowsRecordsNothing(kind: StoreKind) throws {
        struct TransferBroke: Error {}
        try withStore(kind) { store throws in
            let message = try store.outbox.enqueue(.sample(), at: 100)
            #expect(throws: TransferBroke.self) {
                try store.outbox.deliverNextDue(at: 100) { _ in throw TransferBroke() }
            }
            #expect(try store.outbox.message(id: message.id) == message)
        }
    }

    /// Two instances sending at once: while one holds a message, the other takes the next one,
    /// never the same.
    @Test(arguments: StoreKind.available.filter { $0 == .postgres })
    func twoInstancesNeverSendTheSameMessage(kind: StoreKind) throws {
        try withStore(kind) { store throws in
            let other = try store.secondInstance()
            defer { other.close() }
            let queued = try (0..<2).map { try store.outbox.enqueue(.sample(to: "member-\($0)@example.com"), at: 100).id }
            let holding = DispatchSemaphore(value: 0)
            let released = DispatchSemaphore(value: 0)
            let firstTaken = Atomic(0)
            let failure = Mutex<(any Error)?>(nil)
            let outbox = store.outbox
            let sender = Thread {
                do {
                    _ = try outbox.deliverNextDue(at: 100) { message in
                        firstTaken.store(message.id, ordering: .relaxed)
                        holding.signal()
                        // Still sending when the other instance looks.
                        _ = released.wait(timeout: .now() + 30)
                        return .sent(at: 101)
                    }
                } catch {
                    failure.withLock { $0 = error }
                }
                holding.signal()
            }
            sender.start()
            #expect(holding.wait(timeout: .now() + 30) == .success)
            var secondTaken = 0
            #expect(try other.outbox.deliverNextDue(at: 100) { message in
                secondTaken = message.id
                return .sent(at: 102)
            })
            released.signal()
            #expect(holding.wait(timeout: .now() + 30) == .success)
            try failure.withLock { if let error = $0 { throw error } }
            #expect(Set([firstTaken.load(ordering: .relaxed), secondTaken]) == Set(queued))
            #expect(try store.outbox.due(at: 1_000, limit: 10).isEmpty)
        }
    }
}
