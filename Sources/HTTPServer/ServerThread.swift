#if canImport(Glibc)
import Glibc
#endif

/// Starts one of the server's own system threads, rather than borrowing Dispatch's: a nice
/// value, a name in `top -H` and a blocking `accept` each belong to one thread, and shutdown
/// joins the thread it started.
enum ServerThread {
    /// Runs `body` on a new thread. Returns the thread, for `pthread_join`, or `nil` after
    /// logging `failure` with the system's error number.
    static func start(_ body: @escaping () -> Void, onFailure failure: (Int32) -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard result == 0 else {
            box.release()
            failure(result)
            return nil
        }
        return thread
    }

    /// The closure, boxed so that one pointer carries it through `pthread_create`.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
