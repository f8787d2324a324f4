/// The work of an answer that awaits (``Answer/awaiting(deadline:_:)``), and how long the kit
/// waits for it.
///
/// Two are equal when they are the same work: an answer that awaits is equal to itself, and
/// a test compares what the work answers rather than the work.
public final class AwaitedAnswer<Model, Destination>: Sendable, Equatable {
    /// How long the visitor waits before the kit answers 503.
    public let deadline: Duration
    /// The answer, once what it waits for has come.
    public let work: @Sendable () async throws -> Answer<Model, Destination>

    init(deadline: Duration, work: @escaping @Sendable () async throws -> Answer<Model, Destination>) {
        self.deadline = deadline
        self.work = work
    }

    public static func == (lhs: AwaitedAnswer, rhs: AwaitedAnswer) -> Bool {
        lhs === rhs
    }
}

/// The rest of a request whose screen's answer awaits, as the kit hands it from the request
/// thread to a task: the work, then the page rendered from its answer, with the request's
/// context going in and coming back out for the stages to leave.
@usableFromInline
final class AwaitedWork: Sendable {
    let deadline: Duration
    let render: @Sendable (RequestContext) async throws -> (RequestContext, Response)

    @usableFromInline
    init(deadline: Duration, render: @escaping @Sendable (RequestContext) async throws -> (RequestContext, Response)) {
        self.deadline = deadline
        self.render = render
    }
}
