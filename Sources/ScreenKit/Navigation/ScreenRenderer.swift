import HTTPCore
import Logging
import ViewCode

/// Renders a screen for the client that asked: the page shell around the view code for
/// browsers, the view model as JSON for JSON clients.
struct ScreenRenderer: Sendable {
    let configuration: ApplicationConfiguration
    let csrf: CSRFProtection
    let logger: Logger

    static let htmlContentType = "text/html; charset=utf-8"
    static let jsonContentType = "application/json; charset=utf-8"

    func render<S: Screen>(_ screen: S, context: RequestContext) -> RenderedScreen {
        if context.wantsJSON {
            do {
                return RenderedScreen(status: screen.status, contentType: Self.jsonContentType, body: try JSONBody.encode(screen.model))
            } catch {
                logger.error("view model did not encode", metadata: ["screen": "\(S.self)", "error": "\(error)"])
                let fallback = StatusScreen(status: .internalServerError, message: StatusScreen.defaultMessage(for: .internalServerError))
                let body = (try? JSONBody.encode(fallback.model)) ?? Array("{}\n".utf8)
                return RenderedScreen(status: .internalServerError, contentType: Self.jsonContentType, body: body)
            }
        }
        var buffer = HTMLBuffer(reservingCapacity: 8192)
        buffer.hiddenFormFields = [(name: CSRFProtection.fieldName, value: csrf.token(for: context.bindingForNewToken(), now: context.now))]
        let flash = context.outgoingFlash == nil ? context.incomingFlash : nil
        if flash != nil { context.incomingFlashShown = true }
        Page(
            configuration: configuration,
            title: screen.title,
            user: context.user,
            currentPath: context.request.path,
            flash: flash,
            content: screen.content
        ).render(into: &buffer)
        return RenderedScreen(status: screen.status, contentType: Self.htmlContentType, body: buffer.takeBytes())
    }
}
