import Testing
@testable import App

@Suite("Start-up code")
struct StartupCodeTests {
    /// The pages come back when they run: this process keeps working after its code is dropped.
    @Test func codeDroppedFromMemoryStillRuns() {
        #expect(StartupCode.release() > 0)
        #expect(RetryPolicy.standard.wait(afterAttempt: 3) == 20)
        #expect(ServerLifecycle.url(host: "::1", port: 8080) == "http://[::1]:8080")
    }
}
