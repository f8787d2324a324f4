/// The database cannot be reached just now (a restart, a network cut): the request that met it
/// fails, and the next one connects again. The app answers it with 503 and a retry later.
public struct StoreUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the store reported, for the log; never shown to visitors.
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String {
        "the database is unavailable: \(reason)"
    }
}
