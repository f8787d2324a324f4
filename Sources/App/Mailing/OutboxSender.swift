import Domain
import Logging
import Mail
import ScreenKit
import Synchronization

/// Drains the outbox over SMTP, from the one thread of its ``BackgroundWorker``, never a
/// request thread.
///
/// Delivery is at least once: a message is marked sent only after the server accepted it, so
/// a crash in between sends it again on restart, with the same `Message-ID` (its key at the
/// sender's domain) and `Date`, which lets the receiving side drop the copy. A try that fails
/// for a while (server down, 4xx) waits longer each time, up to a cap; a message is given up
/// after ``RetryPolicy/maximumAttempts`` tries, or at once when the server refuses it for good
/// (5xx) or its address cannot be sent to; each failure is logged with the message's number and
/// the server's answer, never its content.
final class OutboxSender: Sendable {
    private let outbox: any OutboxRepository
    private let transport: any MailTransport
    private let from: MailAddress
    private let clock: any WallClock
    private let policy: RetryPolicy
    private let logger: Logger
    private let stopping = Atomic<Bool>(false)
    /// Told the recipient of each message the server accepted (screens waiting for it).
    private let onSent: (@Sendable (String) -> Void)?

    init(
        outbox: any OutboxRepository, transport: any MailTransport, from: MailAddress, clock: any WallClock,
        policy: RetryPolicy = .standard, logger: Logger, onSent: (@Sendable (String) -> Void)? = nil
    ) {
        self.onSent = onSent
        self.outbox = outbox
        self.transport = transport
        self.from = from
        self.clock = clock
        self.policy = policy
        self.logger = logger
    }

    /// Sends every message due now, oldest first, until none is left or ``stop()`` was called.
    /// Each is taken so that no other sender (another instance on a shared database) sends it
    /// meanwhile.
    func drain() throws {
        while !stopping.load(ordering: .relaxed) {
            guard try outbox.deliverNextDue(at: clock.secondsSince1970, send) else { return }
        }
    }

    /// Takes no new message from now on; a message being sent is finished (its transfer is
    /// bounded by the transport's timeouts) and marked, so none is left half-sent.
    func stop() {
        stopping.store(true, ordering: .relaxed)
    }

    /// One try of `message`, logged; the outbox records what it answers.
    func send(_ message: OutboxMessage) -> DeliveryOutcome {
        let attempts = message.attempts + 1
        let mail: MailMessage
        do {
            mail = try MailMessage(
                from: from, to: MailAddress(address: message.mail.to, name: message.mail.toName),
                subject: message.mail.subject, text: message.mail.text, html: message.mail.html,
                messageID: "\(message.key)@\(from.domain)", date: message.createdAt)
        } catch {
            return giveUp(message, attempts: attempts, reason: "the recipient's address cannot be sent to: \(error)")
        }
        do throws(MailDeliveryError) {
            try transport.send(mail)
        } catch {
            switch error {
            case .permanent(let reason): return giveUp(message, attempts: attempts, reason: reason)
            case .transient(let reason): return retryLater(message, attempts: attempts, reason: reason)
            }
        }
        logger.info("mail sent", metadata: ["message": "\(message.id)", "message-id": "<\(mail.messageID)>"])
        onSent?(message.mail.to)
        return .sent(at: clock.secondsSince1970)
    }

    private func retryLater(_ message: OutboxMessage, attempts: Int, reason: String) -> DeliveryOutcome {
        guard attempts < policy.maximumAttempts else {
            return giveUp(message, attempts: attempts, reason: reason)
        }
        let wait = policy.wait(afterAttempt: attempts)
        logger.warning(
            "mail not sent; trying again later",
            metadata: ["message": "\(message.id)", "attempt": "\(attempts)", "retry-in-seconds": "\(wait)", "error": "\(reason)"])
        return .retry(next: clock.secondsSince1970 + wait, error: reason)
    }

    private func giveUp(_ message: OutboxMessage, attempts: Int, reason: String) -> DeliveryOutcome {
        logger.error("mail failed for good", metadata: ["message": "\(message.id)", "attempts": "\(attempts)", "error": "\(reason)"])
        return .failed(error: reason)
    }
}

/// How long a message waits after a failed try: `firstWait` seconds, doubling each time up to
/// `longestWait`; given up after `maximumAttempts` tries.
struct RetryPolicy: Sendable, Equatable {
    var firstWait: Int
    var longestWait: Int
    var maximumAttempts: Int

    /// 5 s, 10 s, 20 s, … up to 30 minutes between tries; 12 tries, about 3 hours in all, so a
    /// mail server down for a restart or an evening loses nothing.
    static let standard = RetryPolicy(firstWait: 5, longestWait: 30 * 60, maximumAttempts: 12)

    func wait(afterAttempt attempt: Int) -> Int {
        var wait = firstWait
        for _ in 1..<max(attempt, 1) {
            wait *= 2
            if wait >= longestWait { return longestWait }
        }
        return min(wait, longestWait)
    }
}
