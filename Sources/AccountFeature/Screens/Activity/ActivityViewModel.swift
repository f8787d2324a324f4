/// Everything the security log screen shows; sent as JSON to JSON clients.
struct ActivityViewModel: Encodable, Equatable, Sendable {
    var events: [ActivityRow] = []
    /// Whether newer and older events exist.
    var hasNewer = false
    var hasOlder = false
    /// Where the newer and the older pages start: the keys of the first and last events of
    /// this page, those this release cannot show included.
    var newerStart: Int?
    var olderStart: Int?
}

/// One event of the member's security log.
struct ActivityRow: Encodable, Equatable, Sendable {
    /// The event's key, where the next page starts.
    var id: Int
    /// The event's kind as stored (`signed_in`, `password_changed`…), for JSON clients.
    var kind: String
    /// The event in words.
    var summary: String
    var occurredAt: Timestamp
    /// "Firefox on Linux".
    var device: String
    var clientAddress: String
}
