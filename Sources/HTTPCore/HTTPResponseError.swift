/// An error that knows the HTTP status it should be answered with.
///
/// Anything thrown by a handler that does not conform is answered with 500 and logged;
/// conforming errors reach the client with their status and public message.
public protocol HTTPResponseError: Error {
    var status: HTTPStatus { get }
    /// A message safe to show to the client: it names the problem, never internals.
    var publicMessage: String { get }
}
