/// Everything the profile form shows; sent as JSON to JSON clients.
struct EditUserViewModel: Encodable, Equatable, Sendable {
    var id = 0
    /// As stored, or as typed last time when the form comes back with problems.
    var name = ""
    /// As stored, or as typed last time when the form comes back with problems.
    var bio = ""
    /// As stored, or as typed last time when the form comes back with problems.
    var location = ""
    var nameError: String?
    var bioError: String?
    var locationError: String?
}

/// What the profile form sends.
struct EditUserForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, bio, location
    }

    let name: String
    let bio: String
    /// `nil` when the form sends none (a client written before the field), which keeps the
    /// stored location.
    let location: String?
}
