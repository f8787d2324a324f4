/// Everything the page a sign-in link opens shows; sent as JSON to JSON clients.
struct OpenSignInLinkViewModel: Encodable, Equatable, Sendable {
    /// The secret from the link, carried to the button's post.
    var token = ""
    /// The link is unknown, used or expired: the page says so and offers a new one.
    var linkInvalid = false
    /// Too many tries from this client: when to try again.
    var error: String?
}

/// What the page's button sends.
struct OpenSignInLinkForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case token, remember
    }

    let token: String
    /// Sent only when "remember me" is ticked.
    let remember: String?

    var remembers: Bool { remember != nil }
}
