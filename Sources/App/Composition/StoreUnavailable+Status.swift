public import Domain
public import HTTPCore

/// The database out of reach is the app's to answer: 503, and the screens say to try again. The
/// store reports it as a domain error (it knows nothing of HTTP); the kit shows any
/// `HTTPResponseError` with its status.
extension StoreUnavailable: HTTPResponseError {
    public var status: HTTPStatus { .serviceUnavailable }

    public var publicMessage: String {
        "The database cannot be reached just now. Try again in a few seconds."
    }
}
