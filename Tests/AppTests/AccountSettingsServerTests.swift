import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

/// The account area over real sockets, on the real server and its SQLite file.
@Suite("account settings against the running server")
struct AccountSettingsServerTests {
    /// A PNG's signature and header for 2 × 2 pixels: what the upload check reads.
    let picture: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0] + Array(repeating: 0, count: 12)

    @Test func twoBrowsersOneRevokedThenThePictureThenTheAccountDeleted() throws {
        let app = try RunningApp()
        let laptop = app.browser()
        let id = try laptop.register(name: "Ada Lovelace", email: "ada@example.com")
        let phone = app.browser()
        #expect(try phone.signIn(email: "ada@example.com").status == .seeOther)

        let devices = try laptop.get("/settings/sessions", accept: "application/json")
        #expect(devices.status == .ok)
        let listed = try JSONSerialization.jsonObject(with: Data(devices.response.body)) as? [String: Any]
        let rows = try #require(listed?["devices"] as? [[String: Any]])
        #expect(rows.count == 2)
        let other = try #require(rows.first { $0["isCurrent"] as? Bool == false }?["number"] as? Int)

        try laptop.get("/settings/sessions")
        let revoked = try laptop.post("/settings/sessions/\(other)/revoke")
        #expect(revoked.status == .seeOther)
        #expect(try phone.get("/settings").location == "/login?next=%2Fsettings")
        #expect(try laptop.get("/settings").status == .ok)

        try laptop.get("/settings/avatar")
        let upload = try laptop.postMultipart(
            "/settings/avatar", file: (field: "avatar", filename: "ada.png", contentType: "image/png", bytes: picture))
        #expect(upload.status == .seeOther)
        let page = try laptop.get("/users/\(id)").html()
        let source = try #require(page.first("img")?.attribute("src"))
        let served = try laptop.get(source)
        #expect(served.status == .ok)
        #expect(served.response.body == picture)
        #expect(served.headers["Content-Type"] == "image/png")
        #expect(served.headers["Content-Security-Policy"] == "default-src 'none'")

        let log = try laptop.get("/settings/activity", accept: "application/json").text
        #expect(log.contains(#""kind":"session_revoked""#) && log.contains(#""kind":"signed_in""#))

        try laptop.get("/settings/delete")
        let deleted = try laptop.post("/settings/delete", form: ["email": "ada@example.com"])
        #expect(deleted.status == .seeOther)
        #expect(deleted.location == "/")
        let stranger = app.browser()
        try stranger.register(name: "Grace Hopper", email: "grace@example.com")
        #expect(try stranger.get("/users/\(id)").status == .notFound)
        #expect(try stranger.get("/users/\(id)/avatar").status == .notFound)
    }

    @Test func rememberMeDecidesTheCookiesLifetime() throws {
        let app = try RunningApp()
        try app.browser().register(name: "Ada Lovelace", email: "ada@example.com")
        for remember in [true, false] {
            let browser = app.browser()
            try browser.get("/login")
            var form: KeyValuePairs<String, String> = ["email": "ada@example.com", "password": "correct horse battery"]
            if remember { form = ["email": "ada@example.com", "password": "correct horse battery", "remember": "1"] }
            let response = try browser.post("/login", form: form)
            let cookie = response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("sk_session=") } ?? ""
            #expect(cookie.contains("Max-Age=2592000") == remember, "remember: \(remember): \(cookie)")
            #expect(cookie.contains("HttpOnly"))
        }
    }
}
