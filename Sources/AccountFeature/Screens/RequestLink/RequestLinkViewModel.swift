/// Everything a form that mails a link shows ("forgot your password?", "mail me a sign-in
/// link"); sent as JSON to JSON clients.
struct RequestLinkViewModel: Encodable, Equatable, Sendable {
    var kind = MailedLinkKind.passwordReset
    var email = ""
    var emailError: String?
    /// Too many links asked for: when to try again.
    var error: String?
}

/// What the link mailed from the form does.
enum MailedLinkKind: String, Encodable, Sendable {
    /// Sets a new password.
    case passwordReset
    /// Signs in without the password.
    case signIn
}

/// What a form that mails a link sends.
struct RequestLinkForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case email
    }

    let email: String
}
