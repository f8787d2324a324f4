#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Logging
import Synchronization

/// Runs one piece of upkeep from a thread of its own: each time its ``WorkTrigger`` says so,
/// and a last time when stopped. The request threads never wait for it. The server runs two:
/// one writes sessions' last-seen times (``SessionActivity/flush()``), one removes expired rows.
///
/// ```swift
/// let flusher = BackgroundWorker(name: "session activity", trigger: IntervalTrigger(interval: .seconds(5)), logger: logger) {
///     try application.sessionActivity.flush()
/// }
/// flusher.start()
/// // … serve until a stop signal, drain the server …
/// flusher.stop()   // returns once the last run is done
/// ```
public final class BackgroundWorker: Sendable {
    private enum State {
        case idle
        case running(pthread_t)
        case stopped
    }

    private let name: String
    private let trigger: any WorkTrigger
    private let logger: Logger
    private let work: @Sendable () throws -> Void
    private let state = Mutex(State.idle)

    /// - Parameters:
    ///   - name: what the work is, for the log line when it fails.
    ///   - work: bounded work; a failure is logged and the work tried again at the next run.
    public init(name: String, trigger: any WorkTrigger, logger: Logger, work: @escaping @Sendable () throws -> Void) {
        self.name = name
        self.trigger = trigger
        self.logger = logger
        self.work = work
    }

    /// Starts the thread; does nothing if it was started or stopped before.
    public func start() {
        state.withLock { state in
            guard case .idle = state else { return }
            // The thread's reference, handed over through C's `void *` and taken back by it.
            let context = Unmanaged.passRetained(self).toOpaque()
            var thread = pthread_t()
            let created = pthread_create(&thread, nil, { context in
                guard let context else { return nil }
                Unmanaged<BackgroundWorker>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            guard created == 0 else {
                Unmanaged<BackgroundWorker>.fromOpaque(context).release()
                logger.error("could not start the thread for \(name); it runs once at stop")
                return
            }
            state = .running(thread)
        }
    }

    /// Stops the thread after a last run and waits for it; without a running thread, runs the
    /// work once on the caller's. Later calls do nothing.
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
            runOnce()
        case .stopped:
            break
        }
    }

    private func run() {
        while trigger.waitForNextRun() {
            runOnce()
        }
        runOnce()
    }

    private func runOnce() {
        do {
            try work()
        } catch {
            logger.warning("\(name) failed; tried again at the next run", metadata: ["error": "\(error)"])
        }
    }
}
