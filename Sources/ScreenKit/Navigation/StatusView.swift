public import HTTPCore
public import ViewCode

/// The screen of a status answer — 403, 404, 405, 500 and the server's refusals — as HTML for
/// browsers and JSON for JSON clients. Its message is always safe to show: never internals.
public struct StatusView: ScreenView {
    public struct Model: Encodable, Sendable, Equatable {
        public let status: Int
        public let error: String
        public let message: String
        /// The way back; a link, not part of the JSON.
        let homePath: String

        private enum CodingKeys: String, CodingKey {
            case status, error, message
        }
    }

    public let model: Model

    public init(model: Model) {
        self.model = model
    }

    public func title(in language: Language) -> String { model.error }

    public var body: some HTML {
        Section(.class("status-screen")) {
            H1 { model.error }
            P { model.message }
            P(.class("status-code")) { "Error \(model.status)" }
            LinkButton("Go to the home page", href: model.homePath, style: .secondary)
        }
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
        case 422: "What was sent could not be used."
        case 429: "Too many attempts. Wait a moment and try again."
        default: "Something went wrong on our side. Please try again."
        }
    }
}
