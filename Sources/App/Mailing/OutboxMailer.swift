import ScreenKit

/// The sender and its thread, stopped together: the sender first, so the worker's last run
/// starts no new message.
struct OutboxMailer {
    /// How often the outbox is looked at: a message is on its way within a second of its change.
    static let interval = Duration.seconds(1)

    let sender: OutboxSender
    let worker: BackgroundWorker

    func stop() {
        sender.stop()
        worker.stop()
    }
}
