public import HTTPCore

/// What a route's scene factory gets: the request's navigator, its parameters and its form.
public struct RouteContext {
    public let navigator: Navigator
    public let parameters: RouteParameters
    /// The decoded form body of a POST (already CSRF-checked); empty for a GET.
    public let form: URLEncodedForm
    public let query: URLEncodedForm

    /// The signed-in user, if any.
    public var user: SignedInUser? { navigator.signedInUser }
}
