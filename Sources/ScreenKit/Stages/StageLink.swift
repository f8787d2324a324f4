import HTTPCore
import Localization

/// The stages as the ``Application`` keeps them: a chain of links made once, each holding one
/// stage and the link after it, ending in the link that runs what the request ends in (the
/// route, or the kit's status screen).
///
/// A stage's ``StageNext`` is the link after it, one reference passed without a count: a link
/// reached through a `let` of the link before is called without being retained, and a link of
/// the stage's own type calls the stage directly, where an array of `any RequestStage` would
/// copy each stage out and count it, on every request thread.
///
/// `@unchecked Sendable` only because Swift checks `Sendable` on final classes alone, and a
/// link needs a subclass per stage type. It is safe: `StageLink`'s one stored property is a
/// `let` of the `Sendable` services; it is internal to this module, and its two subclasses
/// are private and final, `TypedStageLink` adding a `let` of a `RequestStage`, which the
/// protocol requires to be `Sendable`, and a `let` of the next link, and `EndLink` nothing.
/// Nothing in any of them can change after `init`, so sharing a chain between threads shares
/// only immutable, `Sendable` values.
class StageLink: @unchecked Sendable {
    let services: ApplicationServices

    init(services: ApplicationServices) {
        self.services = services
    }

    /// The chain of `stages`, in their order, ending in the request's end.
    static func chain(_ stages: [any RequestStage], services: ApplicationServices) -> StageLink {
        stages.reversed().reduce(EndLink(services: services)) { next, stage in link(stage, next: next) }
    }

    private static func link(_ stage: some RequestStage, next: StageLink) -> StageLink {
        TypedStageLink(stage, next: next)
    }

    /// This link's response: its stage's, or the end's; a throw becomes its status screen.
    final func respond(_ context: inout RequestContext) -> Response {
        do {
            return try handle(&context)
        } catch {
            return services.failed(error, &context)
        }
    }

    func handle(_ context: inout RequestContext) throws -> Response {
        Response()
    }

    /// Every stage from this link adds what it owes a static file.
    func handle(file response: inout Response, for request: Request) {}
}

/// `@unchecked Sendable` for the reason given on ``StageLink``: `let`s of a `Sendable` stage
/// and of the next link.
private final class TypedStageLink<Stage: RequestStage>: StageLink, @unchecked Sendable {
    let stage: Stage
    let next: StageLink

    init(_ stage: Stage, next: StageLink) {
        self.stage = stage
        self.next = next
        super.init(services: next.services)
    }

    override func handle(_ context: inout RequestContext) throws -> Response {
        try stage.handle(&context, next: StageNext(link: next))
    }

    override func handle(file response: inout Response, for request: Request) {
        stage.handle(file: &response, for: request)
        next.handle(file: &response, for: request)
    }
}

/// `@unchecked Sendable` for the reason given on ``StageLink``: it adds nothing.
private final class EndLink: StageLink, @unchecked Sendable {
    /// The route, in the page's language: the screen's code reads it from here
    /// (`Language.current`). Binding a task-local outside a task allocates, so a page in the
    /// language `Language.current` already reads (the fallback, unbound) is not bound again.
    override func handle(_ context: inout RequestContext) throws -> Response {
        guard Language.current != context.language else { return try RequestEnd.respond(&context, services: services) }
        return try Language.$current.withValue(context.language) { try RequestEnd.respond(&context, services: services) }
    }
}
