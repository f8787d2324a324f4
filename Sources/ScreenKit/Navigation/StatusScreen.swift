public import HTTPCore
public import ViewCode

/// The screen of a status answer — 403, 404, 405, 500 and the server's refusals — as HTML for
/// browsers and JSON for JSON clients. Its message is always safe to show: never internals.
public struct StatusScreen: Screen {
    public struct Model: Encodable, Sendable, Equatable {
        public let status: Int
        public let error: String
        public let message: String
    }

    public let status: HTTPStatus
    public let message: String

    public init(status: HTTPStatus, message: String) {
        self.status = status
        self.message = message
    }

    public var title: String { status.reasonPhrase }

    public var model: Model {
        Model(status: status.code, error: status.reasonPhrase, message: message)
    }

    public var content: some HTML {
        StatusView(code: status.code, heading: status.reasonPhrase, message: message)
    }

    /// The wording for each status the kit answers by itself.
    public static func defaultMessage(for status: HTTPStatus) -> String {
        switch status.code {
        case 400: "The request could not be understood."
        case 403: "You are not allowed to do that."
        case 404: "There is nothing at this address."
        case 405: "This address does not accept that kind of request."
        case 413: "What was sent is too large."
        case 414: "The address is too long."
        case 415: "This form must be sent as a regular web form."
        case 429: "Too many attempts. Wait a moment and try again."
        default: "Something went wrong on our side. Please try again."
        }
    }
}
