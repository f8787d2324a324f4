#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Logging
import Synchronization

/// Writes a ``SessionActivity``'s waiting last-seen times from a thread of its own: each time
/// its ``FlushTrigger`` says so (every few seconds by default), and a last time when stopped.
/// The request threads never wait for those writes.
///
/// ```swift
/// let flusher = SessionActivityFlusher(activity: application.sessionActivity, logger: logger)
/// flusher.start()
/// // … serve until a stop signal, drain the server …
/// flusher.stop()   // returns once the last times are written
/// ```
public final class SessionActivityFlusher: Sendable {
    private enum State {
        case idle
        case running(pthread_t)
        case stopped
    }

    /// Often enough that little is lost to a crash (a session's idle clock runs a few seconds
    /// long), seldom enough that a busy server writes a handful of transactions a minute.
    public static let defaultInterval: Duration = .seconds(5)

    private let activity: SessionActivity
    private let trigger: any FlushTrigger
    private let logger: Logger
    private let state = Mutex(State.idle)

    /// - Parameter trigger: when to flush; every ``defaultInterval`` unless given.
    public init(activity: SessionActivity, trigger: (any FlushTrigger)? = nil, logger: Logger) {
        self.activity = activity
        self.trigger = trigger ?? IntervalFlushTrigger(interval: Self.defaultInterval)
        self.logger = logger
    }

    /// Starts the flushing thread; does nothing if it was started or stopped before.
    public func start() {
        state.withLock { state in
            guard case .idle = state else { return }
            // The thread's reference, handed over through C's `void *` and taken back by it.
            let context = Unmanaged.passRetained(self).toOpaque()
            var thread = pthread_t()
            let created = pthread_create(&thread, nil, { context in
                guard let context else { return nil }
                Unmanaged<SessionActivityFlusher>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            guard created == 0 else {
                Unmanaged<SessionActivityFlusher>.fromOpaque(context).release()
                logger.error("could not start the thread that writes sessions' last-seen times; they are written at stop")
                return
            }
            state = .running(thread)
        }
    }

    /// Stops the thread after a last flush and waits for it; without a running thread, flushes
    /// on the caller's. Later calls do nothing.
    public func stop() {
        let previous = state.withLock { state in
            defer { state = .stopped }
            return state
        }
        switch previous {
        case .running(let thread):
            trigger.stop()
            pthread_join(thread, nil)
        case .idle:
            flush()
        case .stopped:
            break
        }
    }

    private func run() {
        while trigger.waitForNextFlush() {
            flush()
        }
        flush()
    }

    private func flush() {
        do {
            try activity.flush()
        } catch {
            logger.warning("could not write sessions' last-seen times; kept for the next try", metadata: ["error": "\(error)"])
        }
    }
}
