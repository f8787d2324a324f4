/// Everything the page a confirmation link opens shows; sent as JSON to JSON clients.
struct ConfirmEmailViewModel: Encodable, Equatable, Sendable {
    /// The link is about a new address (an e-mail change) rather than the address signed up with.
    var change = false
    /// The link cancels that change: it went to the current address.
    var cancel = false
    /// The secret from the link, carried to the button's post.
    var token = ""
    /// The address the link confirms, or for a cancel link the address the change would move to.
    var email = ""
    /// The link is unknown, used or expired: the page says so.
    var linkInvalid = false
    /// Too many tries from this client, or the address was taken meanwhile.
    var error: String?
}

/// What the page's button sends.
struct ConfirmEmailForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case token
    }

    let token: String
}

/// Which link a confirmation page is for.
enum ConfirmationKind: Sendable {
    /// The address signed up with (or changed to earlier).
    case signUp
    /// A new address that takes effect once confirmed.
    case change
    /// The current address's way to cancel that change.
    case cancelChange
}
