import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

/// SPEC §2 end to end over real sockets: sign up, detail, edit, sign out, sign in again.
@Suite("account flow against the running server")
struct AccountFlowServerTests {
    @Test func signUpSeeDetailEditSignOutAndSignInAgain() throws {
        let app = try RunningApp()
        let browser = app.browser()

        let id = try browser.register(name: "Ada Lovelace", email: "ada@example.com")
        #expect(browser.cookies["sk_session"] != nil)

        let detail = try browser.get("/users/\(id)")
        #expect(detail.status == .ok)
        let page = try detail.html()
        #expect(page.title?.contains("Ada Lovelace") == true)
        #expect(page.elements(named: "h1").count == 1)
        #expect(page.normalizedText.contains("ada@example.com"))
        #expect(page.links.contains { $0.attribute("href") == "/users/\(id)/edit" })
        #expect(detail.headers["Cache-Control"] == "no-store")

        let form = try browser.get("/users/\(id)/edit")
        #expect(form.status == .ok)
        let saved = try browser.post("/users/\(id)/edit", form: ["name": "Ada King", "bio": "Wrote the first program."])
        #expect(saved.status == .seeOther)
        #expect(saved.location == "/users/\(id)")
        let afterEdit = try browser.get("/users/\(id)").html()
        #expect(afterEdit.normalizedText.contains("Profile saved"))
        #expect(afterEdit.normalizedText.contains("Ada King"))
        #expect(afterEdit.normalizedText.contains("Wrote the first program."))

        let signedOut = try browser.post("/logout")
        #expect(signedOut.status == .seeOther)
        #expect(signedOut.location == "/login")
        let gone = try browser.get("/users/\(id)")
        #expect(gone.status == .seeOther)
        #expect(gone.location == "/login?next=%2Fusers%2F\(id)")

        let back = try browser.signIn(email: "ADA@example.com", next: "/users/\(id)/edit")
        #expect(back.status == .seeOther)
        #expect(back.location == "/users/\(id)/edit")
    }

    @Test func signedInVisitorsAreSentFromTheFormsToTheirPage() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let id = try browser.register(name: "Grace", email: "grace@example.com")
        for path in ["/login", "/register"] {
            let response = try browser.get(path)
            #expect(response.status == .seeOther, "\(path)")
            #expect(response.location == "/users/\(id)", "\(path)")
        }
    }

    @Test func signedOutVisitorsAreSentToSignInWithNext() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let expectations = [
            ("/users", "/login?next=%2Fusers"),
            ("/users?after=2", "/login?next=%2Fusers%3Fafter%3D2"),
            ("/users/1", "/login?next=%2Fusers%2F1"),
            ("/users/1/edit", "/login?next=%2Fusers%2F1%2Fedit"),
        ]
        for (path, location) in expectations {
            let response = try browser.get(path)
            #expect(response.status == .seeOther, "\(path)")
            #expect(response.location == location, "\(path)")
        }
        let post = try browser.get("/login")
        #expect(post.status == .ok)
        let edit = try browser.post("/users/1/edit", form: ["name": "Mallory", "bio": ""])
        #expect(edit.status == .seeOther)
        #expect(edit.location?.hasPrefix("/login?next=") == true)
    }

    @Test func membersHomeAndStatusScreens() throws {
        let app = try RunningApp()
        let browser = app.browser()
        let first = try browser.register(name: "First Member", email: "first@example.com")

        let home = try browser.get("/")
        #expect(home.status == .ok)
        let homePage = try home.html()
        #expect(homePage.element(id: "welcome") != nil)
        #expect(homePage.element(id: "newestMembers")?.normalizedText.contains("First Member") == true)
        #expect(homePage.element(id: "profileCard") != nil)

        let members = try browser.get("/users")
        #expect(members.status == .ok)
        #expect(try members.html().links.contains { $0.attribute("href") == "/users/\(first)" })

        #expect(try browser.get("/users/999999").status == .notFound)
        #expect(try browser.get("/users/abc").status == .notFound)
        #expect(try browser.get("/users?after=abc").status == .notFound)
        let missing = try browser.get("/no/such/page")
        #expect(missing.status == .notFound)
        #expect(try missing.html().elements(named: "h1").count == 1)

        let anonymous = app.browser()
        let anonymousHome = try anonymous.get("/").html()
        #expect(anonymousHome.element(id: "profileCard") == nil)
        #expect(anonymousHome.element(id: "welcome") != nil)
    }

    @Test func jsonClientsGetTheViewModel() throws {
        let app = try RunningApp()
        let owner = app.browser()
        let id = try owner.register(name: "Json Owner", email: "json@example.com")
        let other = app.browser()
        try other.register(name: "Other", email: "other@example.com")

        let own = try owner.get("/users/\(id)", accept: "application/json")
        #expect(own.status == .ok)
        #expect(own.headers["Content-Type"] == "application/json; charset=utf-8")
        let ownModel = try #require(JSONSerialization.jsonObject(with: Data(own.text.utf8)) as? [String: Any])
        #expect(ownModel["name"] as? String == "Json Owner")
        #expect(ownModel["email"] as? String == "json@example.com")
        #expect(!own.text.contains("<"))

        let seen = try other.get("/users/\(id)", accept: "application/json")
        let seenModel = try #require(JSONSerialization.jsonObject(with: Data(seen.text.utf8)) as? [String: Any])
        #expect(seenModel["name"] as? String == "Json Owner")
        #expect(seenModel["email"] == nil)

        let notFound = try other.get("/users/424242", accept: "application/json")
        #expect(notFound.status == .notFound)
        #expect(notFound.headers["Content-Type"] == "application/json; charset=utf-8")

        let anonymous = app.browser()
        let redirect = try anonymous.get("/users/\(id)", accept: "application/json")
        #expect(redirect.status == .seeOther)
        let login = try anonymous.get("/login", accept: "application/json")
        #expect(login.status == .ok)
        #expect(login.text.hasPrefix("{"))
    }

    @Test func headAnswersLikeGetWithoutABody() throws {
        let app = try RunningApp()
        let get = try RawHTTP.exchange(Array("GET /login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8), port: app.port)
        let head = try RawHTTP.exchange(Array("HEAD /login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8), port: app.port)
        let getResponse = try SocketResponder.parse(get)
        let headResponse = try SocketResponder.parse(head)
        #expect(headResponse.status == getResponse.status)
        #expect(headResponse.body.isEmpty)
        #expect(headResponse.headers["Content-Length"] == getResponse.headers["Content-Length"])
        #expect(headResponse.headers["Content-Type"] == getResponse.headers["Content-Type"])
    }
}
