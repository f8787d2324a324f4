#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM, blocked at creation and then received synchronously with `sigwait`,
/// which needs no signal handler and so none of a handler's restrictions.
struct StopSignals {
    private var set = sigset_t()

    init() {
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A client that goes away mid-response must not kill the process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Blocks until one of the signals arrives; returns its name.
    func wait() -> String {
        var set = set
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        return received == SIGINT ? "SIGINT" : "SIGTERM"
    }
}
