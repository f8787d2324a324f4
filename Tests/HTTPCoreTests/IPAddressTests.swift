import HTTPCore
import Testing

struct IPAddressTests {
    @Test(arguments: [
        ("192.0.2.7", "192.0.2.7"), ("0.0.0.0", "0.0.0.0"), ("255.255.255.255", "255.255.255.255"),
        ("::1", "::1"), ("::", "::"), ("2001:db8::1", "2001:db8::1"), ("2001:DB8:0:0:0:0:0:1", "2001:db8::1"),
        ("2001:db8:0:1:0:0:0:0", "2001:db8:0:1::"), ("fe80::1:0:0:1", "fe80::1:0:0:1"), ("1:0:0:2:0:0:0:3", "1:0:0:2::3"),
        ("::ffff:192.0.2.7", "192.0.2.7"), ("64:ff9b::192.0.2.7", "64:ff9b::c000:207"), ("1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0"),
    ])
    func parsesAndWritesTheCanonicalForm(text: String, canonical: String) throws {
        #expect(try #require(IPAddress(text)).description == canonical)
    }

    @Test(arguments: [
        "", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1.2.3.-4", " 1.2.3.4", "1.2.3.4 ", "1.2.3.4/8",
        ":", ":::", "1:::2", ":1", "1:", "1::2::3", "12345::1", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::8", "fe80::1%eth0",
        "g::1", "::1.2.3.4.5", "1.2.3.4::", "[::1]", "localhost",
    ])
    func refusesAnythingElse(text: String) {
        #expect(IPAddress(text) == nil)
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("127.255.255.254", true), ("::1", true), ("::ffff:127.0.0.1", true), ("0:0:0:0:0:0:0:1", true),
        ("128.0.0.1", false), ("126.255.255.255", false), ("0.0.0.0", false), ("::", false), ("::2", false),
        ("1::1", false), ("::ffff:192.0.2.7", false), ("::127.0.0.1", false), ("192.0.2.7", false), ("2001:db8::1", false),
    ])
    func loopbackIsThisMachineOnly(text: String, isLoopback: Bool) throws {
        #expect(try #require(IPAddress(text)).isLoopback == isLoopback)
    }

    @Test func masksKeepTheirFamily() throws {
        #expect(try #require(IPAddress("192.0.2.200")).masked(prefix: 25).description == "192.0.2.128")
        #expect(try #require(IPAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).networkText(prefix: 64) == "2001:db8:1:2::/64")
        #expect(try #require(IPAddress("2001:db8::1")).masked(prefix: 0).description == "::")
    }
}

struct AddressRangeTests {
    @Test func blocksContainTheirAddressesOnly() throws {
        let v4 = try #require(AddressRange("10.0.0.0/8"))
        #expect(v4.contains(try #require(IPAddress("10.255.0.1"))))
        #expect(!v4.contains(try #require(IPAddress("11.0.0.1"))))
        #expect(!v4.contains(try #require(IPAddress("::ffff:b00:1"))))
        let v6 = try #require(AddressRange("2001:db8::/32"))
        #expect(v6.contains(try #require(IPAddress("2001:db8:ffff::1"))))
        #expect(!v6.contains(try #require(IPAddress("2001:db9::1"))))
        let one = try #require(AddressRange("127.0.0.1"))
        let loopback = try #require(IPAddress("127.0.0.1"))
        let neighbour = try #require(IPAddress("127.0.0.2"))
        #expect(one.prefix == 32)
        #expect(one.contains(loopback) && !one.contains(neighbour))
        #expect(try #require(AddressRange("10.1.2.3/8")).description == "10.0.0.0/8")
    }

    @Test(arguments: ["10.0.0.0/33", "::/129", "10.0.0.0/", "10.0.0.0/x", "/8", "10.0.0.0/8/8", "10.0.0.0/-1", "10.0.0.0/ 8", "nowhere/8"])
    func refusesMalformedBlocks(text: String) {
        #expect(AddressRange(text) == nil)
    }
}
