/// Everything the devices screen shows; sent as JSON to JSON clients.
struct DevicesViewModel: Encodable, Equatable, Sendable {
    var devices: [DeviceRow] = []
    /// Whether any device but this one is signed in: "sign out everywhere else" is offered.
    var hasOtherDevices = false
}

/// One signed-in session, as its member recognises it.
struct DeviceRow: Encodable, Equatable, Sendable {
    /// What a revoke form names: the session's number, never its id.
    var number: Int
    /// "Firefox on Linux".
    var name: String
    var clientAddress: String
    var signedInAt: Timestamp
    var lastSeenAt: Timestamp
    var isCurrent: Bool
    /// How the session was signed in (`password`, `password+code`, `link+recovery-code`…);
    /// absent for a session opened before that was recorded.
    var signInMethod: String?
    /// The same in words: "Password and authenticator code".
    var signedInWith: String?
}
