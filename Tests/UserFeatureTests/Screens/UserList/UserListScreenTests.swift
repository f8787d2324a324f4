import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Members list screen")
struct UserListScreenTests {
    let app = UserTestApplication()
    /// Seven members at three a page: pages of 3, 3 and 1.
    let memberCount = 7

    init() throws {
        try app.users.seedMembers(memberCount)
    }

    @Test func aSignedOutVisitorIsSentToSignInAndBackToThePage() throws {
        let response = try app.client().get("/users?page=2")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login?next=%2Fusers%3Fpage%3D2")
        #expect(try app.client().get("/users").location == "/login?next=%2Fusers")
    }

    @Test func theFirstPageListsTheFirstMembersWithANextLink() throws {
        let page = try app.client(signedInAs: 1).get("/users").html()
        page.expectOneHeadingAndLabelledInputs()
        #expect(page.title?.hasPrefix("Members") == true)
        let main = try #require(page.main)
        #expect(main.first("h1")?.normalizedText == "Members")
        let items = try #require(main.first("ul")).elements(named: "li")
        #expect(items.compactMap { $0.first("a")?.normalizedText } == ["Member 1", "Member 2", "Member 3"])
        #expect(items.compactMap { $0.first("a")?.attribute("href") } == ["/users/1", "/users/2", "/users/3"])
        #expect(items.allSatisfy { $0.first("time")?.attribute("datetime") != nil })
        #expect(main.normalizedText.contains("Page 1 of 3"))
        #expect(main.links.first { $0.normalizedText == "Next" }?.attribute("href") == "/users?page=2")
        #expect(main.links.first { $0.normalizedText == "Previous" } == nil)
    }

    @Test func aMiddlePageLinksBothWays() throws {
        let main = try #require(try app.client(signedInAs: 1).get("/users?page=2").html().main)
        #expect(main.first("ul")?.elements(named: "li").compactMap { $0.first("a")?.normalizedText } == ["Member 4", "Member 5", "Member 6"])
        #expect(main.normalizedText.contains("Page 2 of 3"))
        #expect(main.links.first { $0.normalizedText == "Previous" }?.attribute("href") == "/users?page=1")
        #expect(main.links.first { $0.normalizedText == "Next" }?.attribute("href") == "/users?page=3")
    }

    @Test func theLastPageLinksBackOnly() throws {
        let main = try #require(try app.client(signedInAs: 1).get("/users?page=3").html().main)
        #expect(main.first("ul")?.elements(named: "li").count == 1)
        #expect(main.normalizedText.contains("Page 3 of 3"))
        #expect(main.links.first { $0.normalizedText == "Previous" }?.attribute("href") == "/users?page=2")
        #expect(main.links.first { $0.normalizedText == "Next" } == nil)
    }

    @Test(arguments: ["4", "0", "-1", "abc", "", "2.0"])
    func aPageThatIsNotThereIsNotFound(page: String) throws {
        let response = try app.client(signedInAs: 1).get("/users?page=" + page)
        #expect(response.status == .notFound)
        #expect(try response.html().main?.normalizedText.contains("There is no such page.") == true)
    }

    @Test func thePageAsJSONListsItsMembers() throws {
        let response = try app.client(signedInAs: 1).get("/users?page=3", accept: "application/json")
        #expect(response.status == .ok)
        let object = try response.jsonObject()
        #expect(object["page"] as? Int == 3)
        #expect(object["pageCount"] as? Int == 3)
        let members = try #require(object["members"] as? [[String: Any]])
        #expect(members.count == 1)
        let member = try #require(members.first)
        #expect(Set(member.keys) == ["id", "name", "joined"])
        #expect(member["id"] as? Int == 7)
        #expect(member["name"] as? String == "Member 7")
        let stored = try #require(try app.users.user(id: 7))
        let joinedDay = stored.createdAt / Days.secondsPerDay
        #expect(member["joined"] as? String == Self.isoDate(daysSince1970: joinedDay))
    }

    /// The ISO date of a day, found by counting forward from 2023 (fixtures join in 2023).
    private static func isoDate(daysSince1970 days: Int) -> String {
        var year = 2023
        var remaining = days - Days.before(year: year)
        while remaining >= (Days.isLeap(year) ? 366 : 365) {
            remaining -= Days.isLeap(year) ? 366 : 365
            year += 1
        }
        var month = 1
        for length in Days.monthLengths(in: year) {
            if remaining < length { break }
            remaining -= length
            month += 1
        }
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(pad(month))-\(pad(remaining + 1))"
    }
}
