/// A value a path segment can hold: parsed from exactly one spelling, so `/users/007` and
/// `/users/+7` are not `/users/7` and each page has one address.
///
/// ```swift
/// extension Slug: PathParameter {
///     init?(pathSegment: String) { … }
///     var pathSegment: String { rawValue }
/// }
/// ```
public protocol PathParameter: Sendable {
    /// The value of a decoded segment; `nil` answers the request with 404.
    init?(pathSegment: String)
    /// The segment for this value, before percent-encoding.
    var pathSegment: String { get }
}

extension Int: PathParameter {
    public init?(pathSegment: String) {
        guard let value = Int(pathSegment), String(value) == pathSegment else { return nil }
        self = value
    }

    public var pathSegment: String { String(self) }
}

extension String: PathParameter {
    public init?(pathSegment: String) {
        guard !pathSegment.isEmpty else { return nil }
        self = pathSegment
    }

    public var pathSegment: String { self }
}
