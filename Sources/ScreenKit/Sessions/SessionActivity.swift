import Synchronization

/// Sessions' last-seen times waiting to be written. A signed-in request whose session is due a
/// touch records its time here instead of writing, and ``flush()``, run from a background
/// thread by a ``BackgroundWorker``, writes them all in one call to the store.
///
/// ```swift
/// let activity = application.sessionActivity
/// let flusher = BackgroundWorker(name: "session activity", trigger: IntervalTrigger(interval: SessionActivity.flushInterval), logger: logger) {
///     try activity.flush()
/// }
/// flusher.start()
/// // … serve …
/// flusher.stop()   // writes what is still waiting
/// ```
///
/// At most `capacity` sessions wait at once, so memory stays bounded under any load. A touch
/// that finds no room is dropped, which loses nothing for long: the session's stored time is
/// still old, so its next request records it again.
public final class SessionActivity: Sendable {
    /// Sessions that may wait at once: a few seconds of distinct active sessions on a small
    /// server, about half a megabyte at most.
    public static let defaultCapacity = 4096

    /// Often enough that little is lost to a crash (a session's idle clock runs a few seconds
    /// long), seldom enough that a busy server writes a handful of transactions a minute.
    public static let flushInterval: Duration = .seconds(5)

    private let store: any SessionStore
    private let capacity: Int
    private let waiting = Mutex<[String: Int]>([:])

    public init(store: any SessionStore, capacity: Int = SessionActivity.defaultCapacity) {
        self.store = store
        self.capacity = capacity
    }

    /// Keeps `secondsSince1970` as the session's last-seen time until the next flush.
    func record(idHash: String, at secondsSince1970: Int) {
        waiting.withLock { waiting in
            if let recorded = waiting[idHash] {
                if secondsSince1970 > recorded { waiting[idHash] = secondsSince1970 }
            } else if waiting.count < capacity {
                waiting[idHash] = secondsSince1970
            }
        }
    }

    /// The time recorded for the session and not written yet, if any.
    func waitingLastSeen(idHash: String) -> Int? {
        waiting.withLock { $0[idHash] }
    }

    /// How many sessions have a time waiting.
    public var waitingCount: Int {
        waiting.withLock { $0.count }
    }

    /// Writes every waiting time in one call to the store (``SessionStore/updateLastSeen(_:)``).
    ///
    /// - Returns: how many sessions' times were written.
    /// - Throws: the store's error; the times are then kept for the next flush, as room allows.
    @discardableResult
    public func flush() throws -> Int {
        let batch = waiting.withLock { waiting in
            defer { waiting = [:] }
            return waiting
        }
        guard !batch.isEmpty else { return 0 }
        do {
            try store.updateLastSeen(batch)
        } catch {
            waiting.withLock { waiting in
                for (idHash, secondsSince1970) in batch where waiting[idHash] == nil && waiting.count < capacity {
                    waiting[idHash] = secondsSince1970
                }
            }
            throw error
        }
        return batch.count
    }
}
