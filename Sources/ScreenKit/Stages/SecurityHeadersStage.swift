import HTTPCore

/// The security fields each kind of answer carries: a page its content security policy,
/// framing and caching rules (no caching of a signed-in member's pages), a screen's JSON no
/// sniffing and its caching; a stored file carries its own. Behind a trusted proxy that says
/// the request came over HTTPS, every answer also carries HSTS (the server adds it to every
/// answer when the whole site is HTTPS).
struct SecurityHeadersStage: RequestStage {
    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        next(&context) { context, response in Self.finish(context, &response) }
    }

    private static func finish(_ context: RequestContext, _ response: inout Response) {
        let signedIn = context.user != nil
        switch context.answerKind {
        case .page:
            SecurityHeaders.apply(to: &response.headers, signedIn: signedIn)
        case .data:
            SecurityHeaders.applyToData(to: &response.headers, signedIn: signedIn)
        case .file, .redirect:
            break
        }
        if context.secure {
            response.headers.addStrictTransportSecurity()
        }
    }
}
