/// Everything a member's page shows; sent as JSON to JSON clients. `email` is set only for the
/// member themself, and its key is left out of the JSON otherwise.
struct UserDetailViewModel: Encodable, Equatable, Sendable {
    var id = 0
    var name = ""
    /// As typed; empty when the member wrote none.
    var bio = ""
    var joined = CivilDate(year: 1970, month: 1, day: 1)
    var email: String?
    var canEdit = false
    /// The avatar's address; `nil` (and left out of the JSON) without one.
    var picturePath: String?
    /// The member opened the link mailed to their address: it is really theirs.
    var confirmed = false
    /// The day the member last signed in, shown to themself only; left out of the JSON otherwise.
    var lastSignedIn: CivilDate?

    private enum CodingKeys: String, CodingKey {
        case id, name, bio, joined, email, canEdit, picturePath, confirmed, lastSignedIn
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(bio, forKey: .bio)
        try container.encode(joined, forKey: .joined)
        try container.encodeIfPresent(email, forKey: .email)
        try container.encode(canEdit, forKey: .canEdit)
        try container.encodeIfPresent(picturePath, forKey: .picturePath)
        try container.encode(confirmed, forKey: .confirmed)
        try container.encodeIfPresent(lastSignedIn, forKey: .lastSignedIn)
    }
}
