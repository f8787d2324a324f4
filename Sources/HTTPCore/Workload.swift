/// How much work a request's handler does, which decides the thread it runs on.
///
/// A server runs handlers on the threads that read the requests; a handler that computes for
/// tens of milliseconds there stalls every other connection of its thread. Deliberately slow
/// work (password hashing) is declared `.slow`, and the server runs it elsewhere.
///
/// ```swift
/// router.post(AccountPaths.signIn, .anyone, form: SignInForm.self, workload: .slow) { … }
/// ```
public enum Workload: Sendable, Equatable {
    /// Answered on the request thread that read it: the default, and what a screen should be.
    case quick
    /// Deliberately costly and bounded, such as hashing one password: the server holds the
    /// connection aside and runs the handler on its small pool of lower-priority work threads,
    /// or answers 503 with `Retry-After` when that pool's queue is full.
    case slow
    /// Waits on something outside the server (an HTTP client, a queue): the server holds the
    /// connection aside and runs the handler as a task (``HTTPResponder/respondAsync(to:)``),
    /// so no thread waits with it; past `deadline` the client gets 503, and a client that goes
    /// away cancels the task.
    case waiting(deadline: Duration)
}
