import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Member pictures")
struct MemberAvatarScreenTests {
    let app: UserTestApplication

    init() throws {
        app = try UserTestApplication()
    }
    /// The first bytes of a PNG: the server serves what was stored, it does not decode it.
    let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1]

    func seedWithPicture() throws -> User {
        let ada = try app.store.seed(name: "Ada Lovelace")
        try app.avatars.save(Avatar(userID: ada.id, format: .png, width: 1, height: 1, bytes: image, tag: "5eed"))
        return ada
    }

    @Test func aPictureIsServedAsItselfWithItsTagAndNothingToRun() throws {
        let ada = try seedWithPicture()
        let response = try app.client(signedInAs: ada.id).get("/users/\(ada.id)/avatar")
        #expect(response.status == .ok)
        #expect(response.response.body == image)
        #expect(response.headers["Content-Type"] == "image/png")
        #expect(response.headers["ETag"] == #""5eed""#)
        #expect(response.headers["Cache-Control"] == "private, no-cache")
        #expect(response.headers["Content-Security-Policy"] == "default-src 'none'")
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
    }

    @Test func atItsVersionsAddressItMayBeKeptAndACurrentCopyIsNotSentAgain() throws {
        let ada = try seedWithPicture()
        let client = try app.client(signedInAs: ada.id)
        #expect(try client.get("/users/\(ada.id)/avatar?v=5eed").headers["Cache-Control"] == "private, max-age=31536000, immutable")
        var headers = HTTPHeaders()
        headers.add("If-None-Match", #""5eed""#)
        let revalidated = try client.get("/users/\(ada.id)/avatar", headers: headers)
        #expect(revalidated.status == .notModified)
        #expect(revalidated.response.body.isEmpty)
    }

    @Test func aMemberWithoutAPictureHasNoneToServeAndShowsInitials() throws {
        let grace = try app.store.seed(name: "Grace Brewster Hopper")
        let client = try app.client(signedInAs: grace.id)
        #expect(try client.get("/users/\(grace.id)/avatar").status == .notFound)
        let page = try client.get("/users/\(grace.id)").html()
        #expect(page.first { $0.classes.contains("avatar-initials") }?.normalizedText == "GH")
        #expect(page.elements(named: "img").isEmpty)
    }

    @Test func pagesLinkThePictureAtItsVersion() throws {
        let ada = try seedWithPicture()
        let client = try app.client(signedInAs: ada.id)
        let detail = try client.get("/users/\(ada.id)").html()
        #expect(detail.first("img")?.attribute("src") == "/users/\(ada.id)/avatar?v=5eed")
        #expect(detail.first("img")?.attribute("alt") == "")
        let list = try client.get("/users").html()
        #expect(list.elements(named: "img").compactMap { $0.attribute("src") } == ["/users/\(ada.id)/avatar?v=5eed"])
    }

    @Test func visitorsAreSentToSignIn() throws {
        let ada = try seedWithPicture()
        #expect(try app.client().get("/users/\(ada.id)/avatar").status == .seeOther)
    }
}
