@testable import App
import Testing

@Suite("serve's settings")
struct ServeSettingsTests {
    /// Only a loopback address keeps a development server to this machine; anything else,
    /// names included (they may resolve anywhere), gets the start-up warning.
    @Test(arguments: [
        ("127.0.0.1", true), ("127.0.0.2", true), ("::1", true), ("::ffff:127.0.0.1", true), ("localhost", true),
        ("LocalHost", true), ("0.0.0.0", false), ("::", false), ("192.0.2.7", false), ("2001:db8::1", false),
        ("fe80::1%eth0", false), ("example.com", false),
    ])
    func onlyLoopbackKeepsTheServerToThisMachine(host: String, thisMachineOnly: Bool) {
        #expect(ServeSettings.isThisMachineOnly(host: host) == thisMachineOnly)
    }
}
