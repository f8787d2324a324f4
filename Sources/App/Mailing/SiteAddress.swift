import Synchronization

/// The site's address for mailed links and passkeys: the operator's `--public-url`, or,
/// without one, the address the server listens on, known once it is bound (`--port 0` picks
/// the port then). A server listening on this machine alone names itself `localhost`: browsers
/// run passkeys there over plain http, never at an IP address, and the address is the one a
/// person on this machine opens.
final class SiteAddress: Sendable {
    private let url: Mutex<String>
    /// The operator gave the address; the listening one does not replace it.
    private let configured: Bool

    init(configured: String?, host: String, port: Int) {
        url = Mutex(configured ?? ServerLifecycle.url(host: Self.reachableHost(host), port: port))
        self.configured = configured != nil
    }

    var current: String { url.withLock { $0 } }

    /// Called once the server listens on `port`; an address the operator gave stays.
    func listening(host: String, port: Int) {
        guard !configured else { return }
        url.withLock { $0 = ServerLifecycle.url(host: Self.reachableHost(host), port: port) }
    }

    /// A wildcard address is where the server listens, not where anyone can reach it; a
    /// loopback address is this machine, which browsers know as `localhost`.
    private static func reachableHost(_ host: String) -> String {
        host == "0.0.0.0" || host == "::" || ServeSettings.isThisMachineOnly(host: host) ? "localhost" : host
    }
}
