import HTTPCore
@testable import ScreenKit
import Testing

@Suite("Choosing a representation")
struct RepresentationTests {
    @Test(arguments: [
        ("application/json", true),
        ("Application/JSON; charset=utf-8", true),
        ("text/plain, application/json;q=0.9", true),
        ("text/html,application/xhtml+xml,application/json;q=0.9", false),
        ("TEXT/HTML, application/json", false),
        ("application/jso", false),
        ("", false),
    ])
    func jsonIsForClientsThatAskForItWithoutHTML(accept: String, expected: Bool) {
        #expect(Representation.prefersJSON(accept) == expected)
    }

    @Test func noAcceptHeaderMeansADocument() {
        #expect(Representation(HTTPHeaders()) == .document)
        #expect(Representation.prefersJSON(nil) == false)
    }
}
