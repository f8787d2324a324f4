public import HTTPCore

/// The rest of a request, as a stage sees it: the stages after it, then the route. A stage
/// calls it for the response, or answers instead with ``answer(_:_:)``.
public struct StageNext: Sendable {
    /// What a stage adds to the response once it is final, from the context as the rest of
    /// the request left it. The context comes `inout` only so that it is passed where it lies
    /// rather than copied for each stage; a finish reads it.
    public typealias Finish = @Sendable (_ context: inout RequestContext, _ response: inout Response) -> Void

    let link: StageLink

    /// The response of the stages after this one and the route, then `finish` on it.
    ///
    /// It does not throw: a throw from anything after this stage is already its status screen
    /// here, which `finish` sees as any other answer. When the screen's answer awaits,
    /// `finish` runs after the work, on the response rendered then.
    public func callAsFunction(_ context: inout RequestContext, then finish: Finish? = nil) -> Response {
        var response = link.respond(&context)
        if let finish {
            if context.awaitedWork == nil {
                finish(&context, &response)
            } else {
                context.finishes.append(finish)
            }
        }
        return response
    }

    /// Answers the request instead of the stages after this one and the route, which do not
    /// run: a status screen (`.status(.serviceUnavailable, message: …)`), a redirect to a local
    /// path, with or without a flash (`.go("/maintenance")`), or a file.
    public func answer(_ answer: Answer<Never, String>, _ context: inout RequestContext) -> Response {
        link.services.respond(to: answer, &context)
    }

    /// Waits for `work` (another server's word on this request) without holding a request
    /// thread, then answers with what `work` returns, or, when it returns `nil`, goes on to
    /// the stages after this one and the route, as ``callAsFunction(_:then:)`` would.
    ///
    /// - Parameters:
    ///   - deadline: How long the visitor waits before the kit answers 503.
    ///   - work: May read and add to the context; a throw is answered with its status screen.
    ///   - finish: Runs on the final response, as ``callAsFunction(_:then:)``'s does.
    public func awaiting(
        _ context: inout RequestContext, deadline: Duration = PendingResponse.defaultDeadline,
        _ work: @escaping @Sendable (inout RequestContext) async throws -> Answer<Never, String>?, then finish: Finish? = nil
    ) -> Response {
        let rest = self
        context.awaitedWork = AwaitedWork(deadline: deadline) { entered in
            var context = entered
            let response: Response
            if let early = try await work(&context) {
                response = rest.answer(early, &context)
            } else {
                response = rest(&context)
            }
            return (context, response)
        }
        if let finish {
            context.finishes.append(finish)
        }
        // Not sent: the application answers with the work instead.
        return Response()
    }
}
