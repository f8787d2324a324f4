import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// Who is signed in is answered by one joined read of the store per request.
@Suite("Joined session reads")
struct JoinedSessionReadTests {
    private func application(sessions: any SessionStore) -> Application {
        TestApplication.make(sessions: sessions)
    }

    @Test func oneReadAnswersWhoIsSignedIn() throws {
        let store = JoiningSessionStore(names: [1: "Ada from the join"])
        let client = try ScreenClient.holdingSession(of: 1, in: store, on: application(sessions: store))

        let page = try client.get("/").html()

        #expect(page.normalizedText.contains("Ada from the join"))
        #expect(store.joinedReadCount == 1)
    }

    @Test func aSessionWithoutItsUserIsSignedOut() throws {
        let store = JoiningSessionStore(names: [:])
        let client = try ScreenClient.holdingSession(of: 1, in: store, on: application(sessions: store))

        let response = try client.get("/")

        #expect(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("sk_session=;") || $0.hasPrefix("sk_session=") && $0.contains("Max-Age=0") })
        #expect(client.cookies["sk_session"] == nil)
        #expect(try response.html().normalizedText.contains("Welcome.") == true)
    }
}
