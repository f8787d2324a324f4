import ScreenKit

/// What messages to members need to know about the site: the address links start with, and
/// the name they are signed with.
///
/// ```swift
/// AccountMailSettings(siteURL: "https://example.com", appName: "ScreenKit")
/// ```
///
/// The address is never taken from a request's `Host` header: whoever sends the request chooses
/// that, and a reset link pointing at their host would hand them the secret.
public struct AccountMailSettings: Sendable {
    private let site: @Sendable () -> String
    public let appName: String

    public init(siteURL: String, appName: String = "ScreenKit") {
        let trimmed = Self.trimmed(siteURL)
        self.init(appName: appName) { trimmed }
    }

    /// For an address known only once the server listens (a port picked by the system): read
    /// when each message is written.
    public init(appName: String = "ScreenKit", siteURL: @escaping @Sendable () -> String) {
        site = { Self.trimmed(siteURL()) }
        self.appName = appName
    }

    /// The site as members reach it (scheme, host and port; no trailing slash).
    public var siteURL: String { site() }

    private static func trimmed(_ url: String) -> String {
        var url = url
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// The absolute address of `path` carrying `token`, for a mailed link. The secret goes in
    /// the query: the access log writes paths without their query.
    func link(to path: Path<Void>, token: String) -> String {
        siteURL + path.location(query: ["token": token])
    }

    /// The absolute address of `path`, for a link without a secret.
    func link(to path: Path<Void>) -> String {
        siteURL + path.location
    }
}
