import Dispatch
import HTTPCore
import HTTPServer
import Testing

@Suite("Graceful shutdown")
struct ShutdownTests {
    @Test func requestsInFlightCompleteAndNewConnectionsAreRefused() throws {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let server = try TestServer.start(ClosureResponder { request in
            if request.path == "/slow" {
                entered.signal()
                release.wait()
            }
            return .text("finished \(request.path)")
        })
        let port = server.port

        let inFlight = try TestConnection(port: port)
        try inFlight.sendRequest("GET", "/slow")
        entered.wait()
        #expect(server.requestsInFlight == 1)

        server.stopAccepting()
        #expect(throws: TestConnection.Failure.self) { _ = try TestConnection(port: port) }

        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.shutdown()
            stopped.signal()
        }
        release.signal()

        let response = try inFlight.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "finished /slow")
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        #expect(server.requestsInFlight == 0)
    }

    @Test func shutdownTwiceIsHarmless() throws {
        let server = try TestServer.start(ClosureResponder { _ in .text("ok") })
        server.shutdown()
        server.shutdown()
        #expect(server.requestsInFlight == 0)
    }
}
