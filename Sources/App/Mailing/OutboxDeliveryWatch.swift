import Domain
import ScreenKit
import Synchronization

/// Lets a screen wait a moment for the message it queued to be sent: the waiter is registered
/// before the message is written (so a quick sender cannot be missed), the sender's worker is
/// woken at once instead of at its next look at the outbox, and the sender tells the waiters of
/// each address it delivered to. A waiter that hears nothing within its time, or whose task is
/// cancelled, gets `false`; each is resumed exactly once, by whoever takes it off the list.
final class OutboxDeliveryWatch: MailDelivery {
    private struct Waiter {
        let id: Int
        let address: String
        let continuation: CheckedContinuation<Bool, any Error>
    }

    private let waiters = Mutex<(next: Int, all: [Waiter])>((1, []))
    private let wakeSender: @Sendable () -> Void

    /// - Parameter wakeSender: runs the sender now rather than at its next interval.
    init(wakeSender: @escaping @Sendable () -> Void) {
        self.wakeSender = wakeSender
    }

    func queue(to address: String, within: Duration, _ queue: () throws -> Void) async throws -> Bool {
        let key = EmailKey.of(address)
        let id = waiters.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
                waiters.withLock { $0.all.append(Waiter(id: id, address: key, continuation: continuation)) }
                do {
                    try queue()
                } catch {
                    take(id)?.continuation.resume(throwing: error)
                    return
                }
                wakeSender()
                Task { [self] in
                    try? await Task.sleep(for: within)
                    take(id)?.continuation.resume(returning: false)
                }
            }
        } onCancel: {
            take(id)?.continuation.resume(returning: false)
        }
    }

    /// The sender handed a message to `address` to the mail server.
    func delivered(to address: String) {
        let key = EmailKey.of(address)
        let done = waiters.withLock { state -> [Waiter] in
            let matching = state.all.filter { $0.address == key }
            state.all.removeAll { $0.address == key }
            return matching
        }
        for waiter in done {
            waiter.continuation.resume(returning: true)
        }
    }

    /// Takes the waiter off the list; `nil` when someone else already resumed it.
    private func take(_ id: Int) -> Waiter? {
        waiters.withLock { state in
            guard let index = state.all.firstIndex(where: { $0.id == id }) else { return nil }
            return state.all.remove(at: index)
        }
    }
}
