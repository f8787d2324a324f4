/// A block of addresses in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`, or one address),
/// such as the reverse proxies whose forwarding headers the server believes.
public struct AddressRange: Sendable, Hashable, CustomStringConvertible {
    public let network: IPAddress
    /// Significant bits, counted within the address's own family (0–32 for IPv4).
    public let prefix: Int

    /// - Returns: `nil` for text that is not an address with an optional `/prefix` in range.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0]) else { return nil }
        let limit = address.isIPv4 ? 32 : 128
        if parts.count == 2 {
            guard (1...3).contains(parts[1].count), parts[1].allSatisfy(\.isASCIIDigit),
                  let prefix = Int(parts[1]), prefix <= limit else { return nil }
            self.prefix = prefix
        } else {
            prefix = limit
        }
        network = address.masked(prefix: prefix)
    }

    public func contains(_ address: IPAddress) -> Bool {
        address.isIPv4 == network.isIPv4 && address.masked(prefix: prefix) == network
    }

    public var description: String { "\(network)/\(prefix)" }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
