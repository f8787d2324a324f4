import HTTPCore
import Logging

/// Every request that may change something carries a token bound to this browser: a `POST`
/// whose body does not decode, or whose token is missing, forged or stale, is refused before
/// any route runs (400/415, 403) and changes nothing. On the way out, a browser that got a new
/// anonymous binding (a form was rendered for a visitor, or a pending sign-in was bound to it,
/// even in a browser signed in as someone else) gets it in a cookie.
struct CSRFStage: RequestStage {
    let services: ApplicationServices

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        if let binding = context.cookies[services.anonymousCookieName] {
            context.anonymousBinding = binding
        }
        if let refusal = try refusal(&context) {
            return next.answer(refusal, &context)
        }
        return next(&context) { context, response in finish(context, &response) }
    }

    /// Why a request that may change something is refused, if it is.
    @inline(__always)
    private func refusal(_ context: inout RequestContext) throws -> Answer<Never, String>? {
        guard context.runsRoute, context.request.method.routingMethod != .get else { return nil }
        let form: FormData
        do {
            form = try context.form()
        } catch let error as any HTTPResponseError {
            return .status(error.status, message: error.statusMessage(in: context.language))
        }
        if let refusal = services.csrf.refusal(of: form[CSRFProtection.fieldName], for: context.csrfBinding, now: context.now) {
            services.logger.notice("form refused", metadata: services.metadata(context, ["reason": "\(refusal)"]))
            return .status(.forbidden, message: StatusText.formExpired.text(in: context.language))
        }
        return nil
    }

    private func finish(_ context: RequestContext, _ response: inout Response) {
        guard context.mintedAnonymousBinding, let binding = context.anonymousBinding,
            let cookie = context.secure ? services.secureAnonymousCookie : services.anonymousCookie
        else { return }
        response.headers.add(cookie, value: binding)
    }
}
