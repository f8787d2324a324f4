/// Everything a member's page shows; sent as JSON to JSON clients. `email` is set only for the
/// member themself; a `nil` property's key is left out of the JSON (synthesized `Encodable`
/// encodes an optional only if present).
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
}
