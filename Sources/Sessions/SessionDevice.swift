/// Where a session was opened: the browser's `User-Agent` and the client's address as the
/// throttle sees it. Kept with the session so its member can tell their devices apart.
public struct SessionDevice: Sendable, Equatable, Encodable {
    /// At most this many bytes of a `User-Agent` are kept: enough for every real browser's.
    public static let maximumUserAgentBytes = 512

    public let userAgent: String
    public let clientAddress: String

    public init(userAgent: String, clientAddress: String) {
        self.userAgent = Self.bounded(userAgent)
        self.clientAddress = clientAddress
    }

    /// A device nothing is known about (sessions made before devices were recorded, tests).
    public static let unknown = SessionDevice(userAgent: "", clientAddress: "")

    /// The text cut to ``maximumUserAgentBytes`` on a character boundary.
    private static func bounded(_ text: String) -> String {
        guard text.utf8.count > maximumUserAgentBytes else { return text }
        var kept = ""
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            guard bytes <= maximumUserAgentBytes else { break }
            kept.append(character)
        }
        return kept
    }
}

/// One of a member's live sessions as their devices screen lists it. It carries a number the
/// store gave the session, for a revoke form to name, never the session's id or its hash.
public struct MemberSession: Sendable, Equatable {
    public let number: Int
    public let signedInAt: Int
    public let lastSeenAt: Int
    public let device: SessionDevice
    /// The session of the request that asked.
    public let isCurrent: Bool
    /// How the session was signed in; `nil` for one opened before that was recorded.
    public let method: SignInMethod?

    public init(number: Int, signedInAt: Int, lastSeenAt: Int, device: SessionDevice, isCurrent: Bool, method: SignInMethod? = nil) {
        self.number = number
        self.signedInAt = signedInAt
        self.lastSeenAt = lastSeenAt
        self.device = device
        self.isCurrent = isCurrent
        self.method = method
    }
}

/// A member's session as a store lists it: its record, the number a revoke form names, its
/// device and how it was signed in (`nil` when it was opened before that was recorded).
public struct StoredSession: Sendable, Equatable {
    public let number: Int
    public let record: SessionRecord
    public let device: SessionDevice
    public let method: SignInMethod?

    public init(number: Int, record: SessionRecord, device: SessionDevice, method: SignInMethod? = nil) {
        self.number = number
        self.record = record
        self.device = device
        self.method = method
    }
}
