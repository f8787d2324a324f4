/// Everything the view of the settings screen shows; sent as JSON to JSON clients.
struct SettingsViewModel: Encodable, Equatable, Sendable {
    var name = ""
    var email = ""
    /// The address a change waits to move to until its link is opened; `nil` without one.
    var pendingEmail: String?
    /// Live sessions of the member, this one included.
    var deviceCount = 0
    /// The member's profile form, in another feature.
    var profilePath = ""
}
