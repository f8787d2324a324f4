/// Everything the delete-account form shows; sent as JSON to JSON clients.
struct DeleteAccountViewModel: Encodable, Equatable, Sendable {
    /// The address the member must type to confirm.
    var email = ""
    var emailError: String?
}

/// What the delete-account form sends: the member's e-mail, typed as confirmation.
struct DeleteAccountForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case email
    }

    let email: String
}
