extension RelyingParty {
    /// The relying party of the site at `siteURL` (the operator's `--public-url`, or the address
    /// the server listens on): the RP id is its host name, the origin its scheme, host and port
    /// as a browser serializes them, lower case and without the scheme's default port, since
    /// `clientDataJSON` carries that form and is compared exactly.
    ///
    /// ```swift
    /// RelyingParty(siteURL: "https://Example.com:443/app")  // id "example.com", origin "https://example.com"
    /// RelyingParty(siteURL: "http://localhost:8080")        // id "localhost", origin "http://localhost:8080"
    /// RelyingParty(siteURL: "http://127.0.0.1:8080")        // nil
    /// ```
    ///
    /// - Returns: `nil` for an address no browser would run a ceremony for: a scheme other
    ///   than `https` (`http` only for `localhost`, which browsers count as secure), an IP
    ///   address (an RP id is a domain name), credentials in the address, or a bad port.
    public init?(siteURL: String) {
        guard case .success(let party) = Self.resolve(siteURL: siteURL) else { return nil }
        self = party
    }

    /// Why browsers would run no ceremony at a site address.
    public enum SiteAddressProblem: Error, Sendable, Equatable {
        /// An IP address (bracketed IPv6 included): an RP id is a domain name.
        case ipAddress
        /// Plain http beyond `localhost`, or another scheme: not a secure context.
        case notSecure
        /// Credentials in the address, a bad port, or no address at all.
        case malformed
    }

    /// The relying party of the site at `siteURL` (``init(siteURL:)``), or why there is none.
    public static func resolve(siteURL: String) -> Result<RelyingParty, SiteAddressProblem> {
        guard let separator = siteURL.firstRange(of: "://") else { return .failure(.malformed) }
        let scheme = siteURL[..<separator.lowerBound].lowercased()
        let authority = siteURL[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        // Credentials are not part of an origin, and a site address has no reason to carry any.
        guard !authority.contains("@") else { return .failure(.malformed) }
        guard !authority.hasPrefix("[") else { return .failure(.ipAddress) }
        var host = Substring(authority)
        var port: Int?
        if let colon = authority.lastIndex(of: ":") {
            let digits = authority[authority.index(after: colon)...]
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(Self.isASCIIDigit),
                  let number = Int(digits), (1...65_535).contains(number)
            else { return .failure(.malformed) }
            host = authority[..<colon]
            port = number
        }
        let name = host.lowercased()
        guard !name.isEmpty else { return .failure(.malformed) }
        guard !name.allSatisfy({ Self.isASCIIDigit($0) || $0 == "." }) else { return .failure(.ipAddress) }
        guard Self.isDomainName(name) else { return .failure(.malformed) }
        guard Self.isSecure(scheme: scheme, host: name) else { return .failure(.notSecure) }
        let defaultPort = scheme == "https" ? 443 : 80
        let shownPort = port.map { $0 == defaultPort ? "" : ":\($0)" } ?? ""
        return .success(RelyingParty(id: name, origin: "\(scheme)://\(name)\(shownPort)"))
    }

    /// Letters, digits, hyphens and dots, not all digits and dots: browsers refuse an IP
    /// address as an RP id.
    private static func isDomainName(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard !host.isEmpty, host.utf8.count <= 253, labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 }) else { return false }
        guard host.allSatisfy({ Self.isASCIIDigit($0) || ("a"..."z").contains($0) || $0 == "-" || $0 == "." }) else { return false }
        return !host.allSatisfy { Self.isASCIIDigit($0) || $0 == "." }
    }

    /// WebAuthn runs only in a secure context: `https`, or `http` on this machine.
    private static func isSecure(scheme: String, host: String) -> Bool {
        switch scheme {
        case "https": true
        case "http": host == "localhost" || host.hasSuffix(".localhost")
        default: false
        }
    }

    /// `0`–`9` only: `isNumber` also takes other scripts' digits, which no host or port has.
    private static func isASCIIDigit(_ character: Character) -> Bool {
        ("0"..."9").contains(character)
    }
}
