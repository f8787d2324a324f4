/// Everything the view of the settings screen shows; sent as JSON to JSON clients.
struct SettingsViewModel: Encodable, Equatable, Sendable {
    var name = ""
    var email = ""
    /// Live sessions of the member, this one included.
    var deviceCount = 0
    /// The member's profile form, in another feature.
    var profilePath = ""
}
