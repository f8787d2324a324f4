@testable import App
import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import Testing

/// `/readyz` tells a load balancer whether to send traffic here; `/healthz` only whether the
/// process should be restarted.
@Suite("Readiness")
struct ReadinessTests {
    struct NotReady: Error {}

    static func responder(ready: Bool) -> AppResponder {
        AppResponder(
            application: .testing(router: Router(), sessions: InMemorySessionStore { _ in nil }),
            checkDatabase: {},
            checkReadiness: { if !ready { throw NotReady() } },
            logger: Logger(label: "tests") { _ in SwiftLogNoOpLogHandler() })
    }

    @Test func readyWhenTheCheckPasses() throws {
        let response = try Self.responder(ready: true).respond(to: Request(method: .get, target: "/readyz"))
        #expect(response.status == .ok)
        #expect(String(decoding: response.body, as: UTF8.self) == "ready\n")
        #expect(response.headers["Cache-Control"] == "no-store")
    }

    @Test func unavailableWhenTheCheckThrowsWhileStillAlive() throws {
        let responder = Self.responder(ready: false)
        let response = try responder.respond(to: Request(method: .get, target: "/readyz"))
        #expect(response.status == .serviceUnavailable)
        #expect(String(decoding: response.body, as: UTF8.self) == "not ready\n")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(try responder.respond(to: Request(method: .get, target: "/healthz")).status == .ok)
    }

    @Test(arguments: [HTTPMethod.post, .put, .delete])
    func onlyGetAndHead(method: HTTPMethod) throws {
        let responder = Self.responder(ready: true)
        let refused = try responder.respond(to: Request(method: method, target: "/readyz"))
        #expect(refused.status == .methodNotAllowed)
        #expect(refused.headers["Allow"] == "GET, HEAD")
        #expect(try responder.respond(to: Request(method: .head, target: "/readyz")).status == .ok)
    }
}
