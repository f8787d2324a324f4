import HTTPCore
@testable import HTTPServer
import Testing

struct AccessLogTextTests {
    @Test(arguments: [
        ("/users/7/edit", "/users/7/edit"),
        ("/a%20b", "/a%20b"),
        ("/\u{1B}[31mred\u{1B}[0m", "/%1B[31mred%1B[0m"),
        ("/line\r\nGET /forged 200", "/line%0D%0AGET%20/forged%20200"),
        ("/caf\u{E9}", "/caf%C3%A9"),
        ("/\u{9B}2J", "/%C2%9B2J"),
        ("/\u{7F}", "/%7F"),
    ])
    func everyByteOutsidePrintableASCIIIsPercentEscaped(raw: String, logged: String) {
        #expect(AccessLogText.escaped(Array(raw.utf8), limit: 200) == logged)
    }

    @Test func longTextIsCutShortAfterTheLimit() {
        let text = AccessLogText.escaped(Array(repeating: UInt8(ascii: "a"), count: 300), limit: 200)
        #expect(text == String(repeating: "a", count: 200) + "…")
        #expect(AccessLogText.escaped(Array(repeating: UInt8(ascii: "a"), count: 200), limit: 200) == String(repeating: "a", count: 200))
    }

    @Test func theLoggedPathLeavesTheQueryOut() {
        let state = RequestState(rawTarget: Array("/reset?token=secret".utf8), startedAt: nil)
        #expect(state.loggedPath == "/reset")
        state.method = .init(rawValue: "G\u{1B}T")
        #expect(state.loggedMethod == "G%1BT")
    }
}
