import Domain
import ScreenKit

/// Everything a member's page shows, sent as JSON to JSON clients: the member's profile
/// (``MemberProfile``) read as stored, then what this page makes of the rest. `email` is set
/// only for the member themself; a `nil` property's key is left out of the JSON.
@dynamicMemberLookup
struct UserDetailViewModel: Encodable, Equatable, Sendable {
    var member: MemberProfile
    var page: Page

    /// What the page works out for this viewer; synthesized `Encodable` encodes an optional
    /// only if present.
    struct Page: Encodable, Equatable, Sendable {
        var joined = CivilDate(year: 1970, month: 1, day: 1)
        var email: String?
        var canEdit = false
        /// The avatar's address; `nil` (and left out of the JSON) without one.
        var picturePath: String?
        /// The member opened the link mailed to their address: it is really theirs.
        var confirmed = false
        /// The day the member last signed in, shown to themself only.
        var lastSignedIn: CivilDate?
    }

    subscript<Value>(dynamicMember field: KeyPath<MemberProfile, Value>) -> Value { member[keyPath: field] }

    subscript<Value>(dynamicMember field: KeyPath<Page, Value>) -> Value { page[keyPath: field] }

    /// One JSON object, the profile's keys first: the screen encoder continues the object a
    /// second request for a keyed container finds.
    func encode(to encoder: any Encoder) throws {
        try member.encode(to: encoder)
        try page.encode(to: encoder)
    }
}
