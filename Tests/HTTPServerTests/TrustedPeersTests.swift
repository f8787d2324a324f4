import Glibc
import HTTPCore
@testable import HTTPServer
import Testing

/// How the accepting thread reads a peer: which proxies it trusts, and what the cap per
/// address counts a client as.
struct TrustedPeersTests {
    static func peer(_ text: String) throws -> PeerAddress {
        var storage = sockaddr_storage()
        if text.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            #expect(inet_pton(AF_INET6, text, &address.sin6_addr) == 1)
            withUnsafeBytes(of: address) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            #expect(inet_pton(AF_INET, text, &address.sin_addr) == 1)
            withUnsafeBytes(of: address) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
        }
        return try #require(withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { PeerAddress($0) } })
    }

    static func trusted(_ blocks: [String]) throws -> TrustedPeers {
        TrustedPeers(try blocks.map { try #require(AddressRange($0)) })
    }

    @Test(arguments: [
        ("10.1.2.3", true), ("10.255.0.1", true), ("11.0.0.1", false), ("::ffff:10.9.9.9", true),
        ("2001:db8:7::1", true), ("2001:db8:8::1", false), ("192.0.2.7", true), ("192.0.2.8", false), ("::1", false),
    ])
    func proxiesAreTrustedByBlock(address: String, trusted: Bool) throws {
        let proxies = try Self.trusted(["10.0.0.0/8", "2001:db8::/45", "192.0.2.7"])
        #expect(proxies.contains(try Self.peer(address)) == trusted)
    }

    @Test func noBlockTrustsNobody() throws {
        let nobody = try Self.trusted([])
        #expect(nobody.isEmpty)
        #expect(!nobody.contains(try Self.peer("127.0.0.1")))
    }

    /// An IPv4 client is itself, on an IPv4 socket or a dual-stack one; an IPv6 client is its /64.
    @Test func theCapCountsIPv4AddressesAndIPv6Slash64s() throws {
        #expect(try Self.peer("198.51.100.7").client == Self.peer("::ffff:198.51.100.7").client)
        #expect(try Self.peer("198.51.100.7").client != Self.peer("198.51.100.8").client)
        #expect(try Self.peer("2001:db8:1:2::7").client == Self.peer("2001:db8:1:2:ffff::1").client)
        #expect(try Self.peer("2001:db8:1:2::7").client != Self.peer("2001:db8:1:3::7").client)
        #expect(try Self.peer("::1").client != Self.peer("0.0.0.1").client)
    }
}
