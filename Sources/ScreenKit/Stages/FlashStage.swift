import HTTPCore

/// A one-time message across one redirect, in a signed cookie: read on the way in (a cookie
/// that does not verify is cleared), shown by the next whole page, and on the way out set
/// for the next page or cleared once shown.
struct FlashStage: RequestStage {
    let services: ApplicationServices

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        if let value = context.cookies[services.flashCookie.name] {
            context.incomingFlash = services.flashCookie.message(from: value)
            context.clearsFlashCookie = context.incomingFlash == nil
        }
        return next(&context) { context, response in finish(context, &response) }
    }

    private func finish(_ context: RequestContext, _ response: inout Response) {
        let cookies = services.flashCookie
        if let flash = context.outgoingFlash, let cookie = cookies.cookie(for: flash, secure: context.secure) {
            response.headers.add(cookie)
        } else if context.showedIncomingFlash || context.clearsFlashCookie, let clearing = cookies.clearingCookie(secure: context.secure) {
            response.headers.add(clearing)
        }
    }
}
