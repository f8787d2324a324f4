import Foundation
import Testing

/// The cap on connections per address as the app is deployed behind a proxy: the proxy named
/// in `--trusted-proxy` holds as many connections as it needs; any other client past the cap
/// is answered 429.
@Suite("Connection caps in the app")
struct ConnectionCapServerTests {
    static let request = Array("GET /healthz HTTP/1.1\r\nHost: screenkit\r\nConnection: close\r\n\r\n".utf8)

    /// Opens `count` connections from `source`, then asks on each, the last opened first: every
    /// connection is answered while all opened before it are still open and idle, so the server
    /// counts them all whenever it got to accepting it. The status each got, in opening order.
    static func statuses(of count: Int, from source: LoopbackAddress, port: Int) throws -> [Int] {
        let descriptors = try (0..<count).map { _ in try RawHTTP.connect(port: port, from: source) }
        defer { descriptors.forEach { close($0) } }
        var statuses: [Int] = []
        for descriptor in descriptors.reversed() {
            try RawHTTP.send(request, on: descriptor)
            let answer = String(decoding: RawHTTP.receiveToEnd(descriptor), as: UTF8.self)
            statuses.insert(Int(answer.split(separator: " ", maxSplits: 2).dropFirst().first ?? "") ?? 0, at: 0)
        }
        return statuses
    }

    @Test func theTrustedProxyIsNotCappedAndOtherClientsAre() throws {
        let proxy = LoopbackAddress.client(40)
        let app = try RunningApp(extraArguments: ["--max-connections-per-address", "2", "--trusted-proxy", "\(proxy)"])
        #expect(try Self.statuses(of: 6, from: proxy, port: app.port) == Array(repeating: 200, count: 6))
        #expect(try Self.statuses(of: 3, from: .client(41), port: app.port) == [200, 200, 429])
    }
}
