public import HTTPCore

/// A response from an in-process request, with helpers to read it as a page.
public struct ScreenResponse: Sendable {
    public let response: Response

    public var status: HTTPStatus { response.status }
    public var headers: HTTPHeaders { response.headers }
    public var text: String { String(decoding: response.body, as: UTF8.self) }
    /// The `Location` of a redirect.
    public var location: String? { headers["Location"] }

    /// The body parsed as HTML; a parse error means the server wrote broken markup.
    public func html() throws(HTMLParseError) -> HTMLDocument {
        try HTMLDocument.parse(text)
    }

    /// The value of the first hidden `csrf_token` field on the page, if any.
    public func csrfToken() throws(HTMLParseError) -> String? {
        try html().first { $0.name == "input" && $0.attribute("name") == "csrf_token" }?.attribute("value")
    }
}
