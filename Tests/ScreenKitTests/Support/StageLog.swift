import Synchronization

/// What the test stages saw, in the order they saw it, shared by the stages of one
/// application (they are made once and used from any request thread).
final class StageLog: Sendable {
    private let lines = Mutex<[String]>([])

    var entries: [String] { lines.withLock { $0 } }

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    func removeAll() {
        lines.withLock { $0.removeAll() }
    }
}
