import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// What a screen may do with the member's sessions through ``ScreenRequest/sessions``: list
/// them, end another one, end all the others. Ending this very session is the answer's job.
@Suite("Session handle")
struct SessionHandleTests {
    let app = TestApplication()

    /// The store's number for the session `client` holds.
    func number(of client: ScreenClient, user: SignedInUser = TestUsers.ada) throws -> Int {
        let hash = try #require(client.sessionIDHash)
        return try #require(try app.sessions.sessions(userID: user.id).first { $0.record.idHash == hash }?.number)
    }

    func heading(_ response: ScreenResponse) throws -> String? {
        try response.html().first("h1")?.normalizedText
    }

    @Test func revokingThisSessionAnswersCurrentAndEndsNothing() throws {
        let client = try app.signedInClient()
        let sessionID = client.cookies["sk_session"]
        try client.get("/test/members")

        let response = try client.post("/test/sessions/\(try number(of: client))/revoke")

        #expect(response.status == .ok)
        #expect(try heading(response) == "current")
        #expect(!response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("sk_session=") })
        #expect(app.sessions.allRecords.count == 1)
        #expect(client.cookies["sk_session"] == sessionID)
        #expect(try client.isSignedIn)
    }

    @Test func revokingAnotherSessionOfTheMemberEndsIt() throws {
        let laptop = try app.signedInClient()
        let phone = try app.signedInClient()
        try laptop.get("/test/members")

        let response = try laptop.post("/test/sessions/\(try number(of: phone))/revoke")

        #expect(try heading(response) == "ended")
        #expect(app.sessions.allRecords.count == 1)
        #expect(try !phone.isSignedIn)
        #expect(try laptop.isSignedIn)
    }

    @Test func anotherMembersSessionIsNotFoundAndStays() throws {
        let ada = try app.signedInClient()
        let grace = try app.signedInClient(as: TestUsers.grace)
        try ada.get("/test/members")

        let response = try ada.post("/test/sessions/\(try number(of: grace, user: TestUsers.grace))/revoke")

        #expect(try heading(response) == "notFound")
        #expect(try grace.isSignedIn)
        #expect(try heading(try ada.post("/test/sessions/999/revoke")) == "notFound")
        #expect(app.sessions.allRecords.count == 2)
    }

    @Test func theMembersLiveSessionsAreListedNewestFirstWithThisOneMarked() throws {
        let laptop = try app.signedInClient()
        app.clock.advance(by: 10)
        let phone = try app.signedInClient()
        _ = try app.signedInClient(as: TestUsers.grace)

        let listed = try heading(try laptop.get("/test/sessions"))

        #expect(listed == "\(try number(of: phone)), \(try number(of: laptop)) (this one)")
    }

    @Test func signingOutEverywhereElseKeepsThisSession() throws {
        let laptop = try app.signedInClient()
        let phone = try app.signedInClient()
        let grace = try app.signedInClient(as: TestUsers.grace)
        try laptop.get("/test/members")

        #expect(try heading(try laptop.post("/test/sessions/end-others")) == "Ended 1")

        #expect(try laptop.isSignedIn)
        #expect(try !phone.isSignedIn)
        #expect(try grace.isSignedIn)
    }
}
