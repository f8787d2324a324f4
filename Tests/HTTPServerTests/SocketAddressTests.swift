import Glibc
@testable import HTTPServer
import Testing

struct SocketAddressTests {
    @Test(arguments: ["0.0.0.0", "127.0.0.1", "10.0.0.255", "192.168.100.9", "255.255.255.255", "1.20.199.5"])
    func ipv4IsWrittenAsDottedQuad(text: String) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        #expect(inet_pton(AF_INET, text, &address.sin_addr) == 1)
        #expect(Self.written(&address) == text)
    }

    @Test(arguments: [
        ("::1", "::1"),
        ("2001:db8::8a2e:370:7334", "2001:db8::8a2e:370:7334"),
        ("::ffff:192.0.2.44", "192.0.2.44"),
        ("::ffff:0:1", "0.0.0.1"),
        ("fe80::1", "fe80::1"),
    ])
    func ipv6IsWrittenCompressedAndMappedIPv4AsIPv4(text: String, expected: String) throws {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        #expect(inet_pton(AF_INET6, text, &address.sin6_addr) == 1)
        #expect(Self.written(&address) == expected)
    }

    @Test func missingAddressIsEmpty() {
        #expect(SocketAddress.text(of: nil) == "")
    }

    /// What the server writes for `address`, a `sockaddr_in` or `sockaddr_in6`.
    private static func written<Address>(_ address: inout Address) -> String {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress.text(of: $0) }
        }
    }
}
