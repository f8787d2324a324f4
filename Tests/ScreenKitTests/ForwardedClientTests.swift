import HTTPCore
@testable import ScreenKit
import Testing

struct ForwardedClientTests {
    let forwarded = ForwardedClient(trustedProxies: ["127.0.0.1", "10.0.0.0/8", "2001:db8:ffff::/48"].compactMap(AddressRange.init))

    func request(from peer: String, forwardedFor: [String] = [], proto: String? = nil) -> Request {
        var headers = HTTPHeaders()
        for value in forwardedFor { headers.add("X-Forwarded-For", value) }
        if let proto { headers.add("X-Forwarded-Proto", proto) }
        return Request(method: .get, target: RequestTarget.root, headers: headers, remoteAddress: peer)
    }

    @Test func anUntrustedPeerIsTheClientWhateverItClaims() {
        #expect(forwarded.address(of: request(from: "198.51.100.9", forwardedFor: ["203.0.113.1"])) == "198.51.100.9")
        #expect(!forwarded.isHTTPS(request(from: "198.51.100.9", proto: "https")))
    }

    /// The rightmost hop a trusted proxy did not add is the client; whatever is left of it
    /// the client could have written itself.
    @Test func behindTrustedProxiesTheRightmostUntrustedHopIsTheClient() {
        #expect(forwarded.address(of: request(from: "127.0.0.1", forwardedFor: ["203.0.113.1"])) == "203.0.113.1")
        #expect(forwarded.address(of: request(from: "127.0.0.1", forwardedFor: ["6.6.6.6, 203.0.113.1, 10.1.1.1"])) == "203.0.113.1")
        #expect(forwarded.address(of: request(from: "127.0.0.1", forwardedFor: ["6.6.6.6", "203.0.113.1 ,10.1.1.1"])) == "203.0.113.1")
        #expect(forwarded.address(of: request(from: "10.0.0.2", forwardedFor: ["2001:db8:1::7"])) == "2001:db8:1::7")
        #expect(forwarded.address(of: request(from: "10.0.0.2", forwardedFor: ["2001:db8:ffff::9"])) == "2001:db8:ffff::9")
    }

    @Test func aHopThatIsNotAnAddressEndsTheWalk() {
        #expect(forwarded.address(of: request(from: "127.0.0.1", forwardedFor: ["203.0.113.1, unknown"])) == "127.0.0.1")
        #expect(forwarded.address(of: request(from: "127.0.0.1", forwardedFor: ["203.0.113.1, 10.0.0.3, _hidden"])) == "127.0.0.1")
        #expect(forwarded.address(of: request(from: "127.0.0.1", forwardedFor: ["x, 10.0.0.3"])) == "10.0.0.3")
        #expect(forwarded.address(of: request(from: "127.0.0.1")) == "127.0.0.1")
    }

    @Test func httpsIsBelievedFromATrustedProxyOnly() {
        #expect(forwarded.isHTTPS(request(from: "10.2.3.4", proto: "HTTPS")))
        #expect(!forwarded.isHTTPS(request(from: "10.2.3.4", proto: "http")))
        #expect(!ForwardedClient(trustedProxies: []).isHTTPS(request(from: "127.0.0.1", proto: "https")))
    }
}
