/// Everything the profile form shows; sent as JSON to JSON clients.
struct EditUserViewModel: Encodable, Equatable, Sendable {
    var id = 0
    /// As stored, or as typed last time when the form comes back with problems.
    var name = ""
    /// As stored, or as typed last time when the form comes back with problems.
    var bio = ""
    var nameError: String?
    var bioError: String?
}

/// What the profile form sends.
struct EditUserForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, bio
    }

    let name: String
    let bio: String
}
