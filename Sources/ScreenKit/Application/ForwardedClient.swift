import HTTPCore

/// What the reverse proxies in front of the server may tell it, and only they: a request's
/// `X-Forwarded-For` and `X-Forwarded-Proto` are believed when its connection comes from a
/// trusted proxy; from anyone else they are a client's claim, and ignored.
struct ForwardedClient: Sendable {
    let trustedProxies: [AddressRange]

    func isTrusted(_ text: String) -> Bool {
        guard !trustedProxies.isEmpty, let address = IPAddress(text) else { return false }
        return trustedProxies.contains { $0.contains(address) }
    }

    /// The client's address: the connection's peer, or behind trusted proxies the rightmost
    /// `X-Forwarded-For` hop they did not add (hops further left could be made up by the
    /// client). A hop that is not an address ends the walk at the last trusted one.
    func address(of request: Request) -> String {
        var client = request.remoteAddress
        guard isTrusted(client) else { return client }
        let hops = request.headers.values(for: "X-Forwarded-For")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters() }
        for hop in hops.reversed() {
            guard let address = IPAddress(hop) else { break }
            client = address.description
            if !trustedProxies.contains(where: { $0.contains(address) }) { break }
        }
        return client
    }

    /// Whether the client reached the proxy over HTTPS, as a trusted proxy says.
    func isHTTPS(_ request: Request) -> Bool {
        // Without trusted proxies, every request skips the header lookup.
        guard !trustedProxies.isEmpty, let proto = request.headers["X-Forwarded-Proto"] else { return false }
        return isTrusted(request.remoteAddress) && proto.lowercased() == "https"
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
