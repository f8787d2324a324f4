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
}

extension RequestStage {
    public func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        nil
    }

    public func leave(_ context: RequestContext, _ response: inout Response) {}
}

/// What a stage may answer with instead of the route: a status screen, a redirect to a local
/// path (`.go("/maintenance")`), or a file.
public typealias StageAnswer = Answer<Never, String>

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

/// A stage as the ``Application`` keeps it: a class, so calling one from the list is a method
/// call on a reference the list holds, where calling an `any RequestStage` from a list copies
/// the existential (and retains its box) first.
///
/// `@unchecked Sendable` only because Swift checks `Sendable` on final classes alone, and a
/// box needs a subclass per stage type. It is safe: `StageBox` has no stored property; it is
/// internal to this module, and its one subclass, `TypedStageBox`, is private and final, with
/// one stored property, a `let` of a `RequestStage`, which the protocol requires to be
/// `Sendable`. Nothing in either can change after `init`, so sharing a box between threads
/// shares only immutable, `Sendable` values.
class StageBox: @unchecked Sendable {
    static func boxing(_ stage: some RequestStage) -> StageBox {
        TypedStageBox(stage)
    }

    func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        nil
    }

    func leave(_ context: RequestContext, _ response: inout Response) {}
}

/// `@unchecked Sendable` for the reason given on ``StageBox``: one `let` of a `Sendable` stage.
private final class TypedStageBox<Stage: RequestStage>: StageBox, @unchecked Sendable {
    let stage: Stage

    init(_ stage: Stage) {
        self.stage = stage
    }

    override func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        try stage.enter(&context)
    }

    override func leave(_ context: RequestContext, _ response: inout Response) {
        stage.leave(context, &response)
    }
}
