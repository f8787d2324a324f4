import HTTPCore
import Localization

/// What a request ends in once its stages let it through, decided before any stage runs.
enum RequestEnd: Sendable {
    case route(Route, [String])
    /// The kit's own status screen (404, or 405 with the methods the path allows).
    case status(HTTPStatus, allow: String?)
    /// The server's refusal of a request it could not take (400, 413, 414), in its words.
    case refusal(HTTPStatus, message: String)

    var runsRoute: Bool {
        if case .route = self { return true }
        return false
    }

    /// The response `context`'s end gives.
    static func respond(_ context: inout RequestContext, services: ApplicationServices) throws -> Response {
        switch context.end {
        case .route(let route, let values):
            return try route.run(&context, RouteMatch(values: values, services: services))
        case .status(let status, let allow):
            var response = services.statusScreen(status, message: nil, &context)
            if let allow { response.headers.add("Allow", allow) }
            return response
        case .refusal(let status, let message):
            return services.statusScreen(status, message: refusalMessage(message, in: context.language), &context)
        }
    }

    /// The server words its refusals in the fallback language, before any stage has chosen
    /// one; a page in another language says the status's own sentence in it instead.
    static func refusalMessage(_ message: String, in language: Language) -> String? {
        language == .fallback ? message : nil
    }
}
