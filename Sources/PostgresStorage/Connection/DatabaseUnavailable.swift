public import HTTPCore

/// The database cannot be reached, or the connection broke mid-request: answered 503, since the
/// request may work again in a moment and a load balancer or a browser can tell it from a bug.
/// Every other database failure stays an error the server logs and answers with 500.
public struct DatabaseUnavailable: HTTPResponseError, Equatable, CustomStringConvertible {
    /// What libpq said.
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var status: HTTPStatus { .serviceUnavailable }

    public var publicMessage: String {
        "The database cannot be reached just now. Try again in a few seconds."
    }

    public var description: String {
        "the database is unavailable: \(reason)"
    }
}
