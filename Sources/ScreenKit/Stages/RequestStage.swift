public import HTTPCore

/// One step of cross-cutting work every routed request passes through, in the order the app
/// composes them (``Application/init(configuration:router:flow:sessions:reads:files:secretKey:clock:logger:stages:)``):
/// each ``enter(_:)`` runs before the route, and may answer the request itself; each
/// ``leave(_:_:)`` runs after the answer, last entered first left, and adds what the stage owes
/// the response. Sessions, CSRF, flash and security headers are the kit's own stages
/// (``KitStages``); an app adds its own beside them.
///
/// ```swift
/// struct MaintenanceStage: RequestStage {
///     func enter(_ context: inout RequestContext) throws -> StageAnswer? {
///         .status(.serviceUnavailable, message: "Back in a few minutes.")
///     }
/// }
/// ```
///
/// A stage is made once at start and shared by every request thread: it keeps nothing per
/// request, and writes what it learns into the request's ``RequestContext``. A stage that may
/// answer early goes after the kit's (`kit.standard + [MaintenanceStage()]`): an answer carries
/// only what the stages entered before it add on the way out, the security fields included.
public protocol RequestStage: Sendable {
    /// Reads what this stage owns into `context`, or answers the request now (a refusal): the
    /// route does not run, and only the stages entered so far leave.
    func enter(_ context: inout RequestContext) throws -> StageAnswer?

    /// Adds what this stage owes `response`, from what `context` ended up with.
    func leave(_ context: RequestContext, _ response: inout Response)

    /// Adds what this stage owes even an answer that passes no stage: a static file, served
    /// without a session or a context. Most stages owe it nothing.
    func leave(unrouted request: Request, _ response: inout Response)
}

extension RequestStage {
    public func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        nil
    }

    public func leave(_ context: RequestContext, _ response: inout Response) {}

    public func leave(unrouted request: Request, _ response: inout Response) {}
}

/// What a stage may answer with instead of the route: a status screen, a redirect to a local
/// path (`.go("/maintenance")`), a file, or any other ``Answer`` without a model.
///
/// A reference, because nearly every stage answers nothing: `nil` then comes back from each
/// stage as one word in a register, where an optional `Answer` (176 bytes) was returned in
/// memory and copied at every stage.
public final class StageAnswer: Sendable {
    let answer: Answer<Never, String>

    public init(_ answer: Answer<Never, String>) {
        self.answer = answer
    }

    /// The kit's status screen; the status's usual wording when there is no message.
    public static func status(_ status: HTTPStatus, message: String? = nil) -> StageAnswer {
        StageAnswer(.status(status, message: message))
    }

    /// A 303 to a local path, leaving `flash` for the next page.
    public static func go(_ location: String, flash: FlashMessage? = nil) -> StageAnswer {
        StageAnswer(.go(location, flash: flash))
    }

    /// A file served as itself (``Answer/file(_:contentType:tag:immutable:)``).
    public static func file(_ bytes: [UInt8], contentType: String, tag: String, immutable: Bool = false) -> StageAnswer {
        StageAnswer(.file(bytes, contentType: contentType, tag: tag, immutable: immutable))
    }
}

/// The kit's own stages, made by the ``Application`` with its services, for the app to place
/// among its own.
public struct KitStages: Sendable {
    /// Finds the visitor's session from its cookie; sets and clears the session cookie.
    public let sessions: any RequestStage
    /// Chooses the response's language: the member's setting, else `Accept-Language`.
    public let language: any RequestStage
    /// Reads the flash the previous response left; leaves the next one, or clears it once shown.
    public let flash: any RequestStage
    /// Refuses a `POST` without a valid token (403); sets a visitor's new binding cookie.
    public let csrf: any RequestStage
    /// The security fields each kind of answer carries (CSP, framing, caching, HSTS).
    public let securityHeaders: any RequestStage

    /// The kit's stages in the order they must keep: who is asking, then the language they
    /// read (a member's own setting needs the session), then the flash, then the form's token;
    /// the security fields enter first so that they are last to leave, on every answer, the
    /// refusals of the stages behind them included.
    public var standard: [any RequestStage] {
        [securityHeaders, sessions, language, flash, csrf]
    }

    init(services: ApplicationServices) {
        sessions = SessionStage(services: services)
        language = LanguageStage()
        flash = FlashStage(services: services)
        csrf = CSRFStage(services: services)
        securityHeaders = SecurityHeadersStage()
    }
}

/// The stages as the ``Application`` keeps them: a chain of links made once, each holding one
/// stage and the link after it.
///
/// A request goes down the chain by recursion (`next?.enter…`): a link reached through a `let`
/// of the link before is called without being retained, where a loop over an array retains
/// and releases each stage around each of its two calls, and an `any RequestStage` taken from
/// an array is copied out first. A link of the stage's own type calls the stage directly.
///
/// `@unchecked Sendable` only because Swift checks `Sendable` on final classes alone, and a
/// link needs a subclass per stage type. It is safe: `StageLink`'s one stored property is a
/// `let` of a `StageLink`; it is internal to this module, and its one subclass,
/// `TypedStageLink`, is private and final, adding one `let` of a `RequestStage`, which the
/// protocol requires to be `Sendable`. Nothing in either can change after `init`, so sharing a
/// chain between threads shares only immutable, `Sendable` values.
class StageLink: @unchecked Sendable {
    let next: StageLink?

    init(next: StageLink?) {
        self.next = next
    }

    /// The chain of `stages`, in their order; `nil` for none.
    static func chain(_ stages: [any RequestStage]) -> StageLink? {
        stages.reversed().reduce(nil) { next, stage in link(stage, next: next) }
    }

    private static func link(_ stage: some RequestStage, next: StageLink?) -> StageLink {
        TypedStageLink(stage, next: next)
    }

    /// Enters this link's stage and, unless it answers, the stages after it, counting in
    /// `entered` each stage entered (the one that answered or threw included).
    final func enter(_ context: inout RequestContext, entered: inout Int) throws -> StageAnswer? {
        entered += 1
        if let early = try enter(&context) { return early }
        return try next?.enter(&context, entered: &entered)
    }

    /// The first `entered` stages from this link leave, last first.
    final func leave(_ context: RequestContext, _ response: inout Response, entered: Int) {
        if entered > 1 {
            next?.leave(context, &response, entered: entered - 1)
        }
        leave(context, &response)
    }

    /// Every stage from this link adds what it owes an answer given without the stages.
    final func leaveEach(unrouted request: Request, _ response: inout Response) {
        leave(unrouted: request, &response)
        next?.leaveEach(unrouted: request, &response)
    }

    func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        nil
    }

    func leave(_ context: RequestContext, _ response: inout Response) {}

    func leave(unrouted request: Request, _ response: inout Response) {}
}

/// `@unchecked Sendable` for the reason given on ``StageLink``: a `let` of a `Sendable` stage.
private final class TypedStageLink<Stage: RequestStage>: StageLink, @unchecked Sendable {
    let stage: Stage

    init(_ stage: Stage, next: StageLink?) {
        self.stage = stage
        super.init(next: next)
    }

    override func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        try stage.enter(&context)
    }

    override func leave(_ context: RequestContext, _ response: inout Response) {
        stage.leave(context, &response)
    }

    override func leave(unrouted request: Request, _ response: inout Response) {
        stage.leave(unrouted: request, &response)
    }
}
