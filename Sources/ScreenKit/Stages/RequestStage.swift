public import HTTPCore

/// One step of cross-cutting work every routed request passes through, as middleware: a
/// stage reads what it owns into the request's ``RequestContext``, asks `next` for the
/// response (the stages after it, then the route), and adds what it owes that response — or
/// answers the request itself and asks no further. The app lists its stages and the kit's in
/// one list (``Application/init(configuration:router:flow:sessions:reads:files:secretKey:clock:logger:stages:)``).
///
/// ```swift
/// enum TraceID: RequestValueKey {
///     typealias Value = String
/// }
///
/// struct TraceStage: RequestStage {
///     func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
///         context[TraceID.self] = context.request.headers["X-Trace-ID"] ?? TraceIDs.next()
///         return next(&context) { context, response in
///             if let id = context[TraceID.self] { response.headers.add("X-Trace-ID", id) }
///         }
///     }
/// }
///
/// struct MaintenanceStage: RequestStage {
///     func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
///         next.answer(.status(.serviceUnavailable, message: "Back in a few minutes."), &context)
///     }
/// }
/// ```
///
/// What a stage adds to the response goes in the closure it gives `next`: it runs once the
/// response is final, with the context as the rest of the request left it (the session a
/// sign-in started, the kind of answer), whether the screen answered at once or awaited first.
/// A stage that must itself wait for another server before the rest runs asks
/// ``StageNext/awaiting(_:deadline:_:then:)`` instead.
///
/// A stage is made once at start and shared by every request thread: it keeps nothing per
/// request. A stage that may answer early goes after the kit's (`kit.standard + [MaintenanceStage()]`):
/// an answer carries only what the stages before it add, the security fields included. A
/// throw from a stage, or from anything after it, is answered with the error's status screen,
/// which the stages before it finish as any other answer.
public protocol RequestStage: Sendable {
    /// This stage's part of the request: whatever it reads into `context`, then `next`'s
    /// response (or an answer of its own, from ``StageNext/answer(_:_:)``).
    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response

    /// What this stage adds to a static file, which is served without a session or a context
    /// and passes no stage's ``handle(_:next:)``. Most stages add nothing.
    func handle(file response: inout Response, for request: Request)
}

extension RequestStage {
    public func handle(file response: inout Response, for request: Request) {}
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
    /// the security fields come first so that they finish last, on every answer, the
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
