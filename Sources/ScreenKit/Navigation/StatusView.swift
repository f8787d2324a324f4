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

    public func title(in language: Language) -> String { heading(in: language) }

    public var body: some HTML {
        Section(.class("status-screen")) {
            // The button takes its label as a string, so the section is built in the page's language.
            InPageLanguage { language in
                H1 { heading(in: language) }
                P { model.message }
                P(.class("status-code")) { StatusText.errorCode.text(in: language, .number("code", model.status)) }
                LinkButton(StatusText.goHome.text(in: language), href: model.homePath, style: .secondary)
            }
        }
    }

    /// The status's heading in `language`; JSON keeps the reason phrase in `error`, which
    /// clients may match on.
    private func heading(in language: Language) -> String {
        Self.wording(for: model.status).heading?.text(in: language) ?? model.error
    }

    /// The heading and sentence for a status code; a `nil` heading keeps the status's reason phrase.
    private static func wording(for code: Int) -> (heading: StatusText?, message: StatusText) {
        switch code {
        case 400: (.badRequestHeading, .badRequest)
        case 403: (.forbiddenHeading, .forbidden)
        case 404: (.notFoundHeading, .notFound)
        case 405: (.methodNotAllowedHeading, .methodNotAllowed)
        case 413: (.contentTooLargeHeading, .contentTooLarge)
        case 414: (.uriTooLongHeading, .uriTooLong)
        case 415: (.unsupportedMediaTypeHeading, .unsupportedMediaType)
        case 422: (.unprocessableContentHeading, .unprocessableContent)
        case 429: (.tooManyRequestsHeading, .tooManyRequests)
        case 500: (.internalServerErrorHeading, .somethingWentWrong)
        case 503: (.serviceUnavailableHeading, .serviceUnavailable)
        default: (nil, .somethingWentWrong)
        }
    }

    /// The wording for each status the kit answers by itself, in `language`.
    public static func defaultMessage(for status: HTTPStatus, in language: Language) -> String {
        Self.wording(for: status.code).message.text(in: language)
    }
}
