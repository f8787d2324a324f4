/// How much work a request's handler does, which decides the thread it runs on.
///
/// A server runs handlers on the threads that read the requests; a handler that computes for
/// tens of milliseconds there stalls every other connection of its thread. Deliberately slow
/// work (password hashing) is declared `.slow`, and the server runs it elsewhere. Work that
/// waits on another server needs no workload: its answer awaits (``Response/awaiting(deadline:_:)``).
///
/// ```swift
/// routes.form(AccountPaths.signIn, SignInCoordinator(dependencies: dependencies), workload: .slow)
/// ```
public enum Workload: Sendable, Equatable {
    /// Answered on the request thread that read it: the default, and what a screen should be.
    case quick
    /// Deliberately costly and bounded, such as hashing one password: the server holds the
    /// connection aside and runs the handler on its small pool of lower-priority work threads,
    /// or answers 503 with `Retry-After` when that pool's queue is full.
    case slow
}
