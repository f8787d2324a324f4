import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Members list screen")
struct UserListScreenTests {
    let app: UserTestApplication

    /// Seven members at three a page.
    init() throws {
        app = try UserTestApplication(membersPageSize: 3)
        try app.store.seedMembers(7)
    }

    /// A page of the list as member 1 sees it: the names listed and where each way leads
    /// (`nil` where there is no such link).
    struct Shown {
        let names: [String]
        let first: String?
        let previous: String?
        let next: String?
        let last: String?
    }

    func shown(_ path: String) throws -> Shown {
        let response = try app.client(signedInAs: 1).get(path)
        #expect(response.status == .ok, "\(path)")
        let main = try #require(try response.html().main)
        func link(_ text: String) -> String? {
            main.links.first { $0.normalizedText == text }?.attribute("href")
        }
        let names = main.first("ul")?.elements(named: "li").compactMap { $0.first("a")?.normalizedText } ?? []
        return Shown(names: names, first: link("First"), previous: link("Previous"), next: link("Next"), last: link("Last"))
    }

    @Test func aSignedOutVisitorIsSentToSignInAndBackToThePage() throws {
        let response = try app.client().get("/users?after=3")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login?next=%2Fusers%3Fafter%3D3")
        #expect(try app.client().get("/users").location == "/login?next=%2Fusers")
    }

    @Test func theFirstPageListsTheFirstMembersWithTheWaysOnwards() throws {
        let page = try app.client(signedInAs: 1).get("/users").html()
        page.expectOneHeadingAndLabelledInputs()
        #expect(page.title?.hasPrefix("Members") == true)
        let main = try #require(page.main)
        #expect(main.first("h1")?.normalizedText == "Members")
        let items = try #require(main.first("ul")).elements(named: "li")
        #expect(items.compactMap { $0.first("a")?.normalizedText } == ["Member 1", "Member 2", "Member 3"])
        #expect(items.compactMap { $0.first("a")?.attribute("href") } == ["/users/1", "/users/2", "/users/3"])
        #expect(items.allSatisfy { $0.first("time")?.attribute("datetime") != nil })
        #expect(!main.normalizedText.contains("Page "))
        let nav = try #require(main.first("nav"))
        #expect(nav.attribute("aria-label") == "Pages")
        #expect(nav.links.map(\.normalizedText) == ["Next", "Last"])
        #expect(nav.links.first { $0.normalizedText == "Next" }?.attribute("rel") == "next")
        let shown = try shown("/users")
        #expect(shown.next == "/users?after=3")
        #expect(shown.last == "/users?last=")
    }

    @Test func aMiddlePageLinksBothWaysFromTheKeysItShows() throws {
        let middle = try shown("/users?after=3")
        #expect(middle.names == ["Member 4", "Member 5", "Member 6"])
        #expect(middle.first == "/users")
        #expect(middle.previous == "/users?before=4")
        #expect(middle.next == "/users?after=6")
        #expect(middle.last == "/users?last=")
    }

    @Test func previousFromAMiddlePageLeadsBackToTheFirstMembers() throws {
        let back = try shown(try #require(try shown("/users?after=3").previous))
        #expect(back.names == ["Member 1", "Member 2", "Member 3"])
        #expect(back.first == nil && back.previous == nil)
        #expect(back.next == "/users?after=3")
    }

    @Test func nextFromAMiddlePageLeadsToTheRest() throws {
        let rest = try shown(try #require(try shown("/users?after=3").next))
        #expect(rest.names == ["Member 7"])
        #expect(rest.previous == "/users?before=7")
        #expect(rest.next == nil && rest.last == nil)
    }

    @Test(arguments: ["/users?last=", "/users?last"])
    func theLastPageHoldsTheLastToJoinAndLinksBackOnly(path: String) throws {
        let last = try shown(path)
        #expect(last.names == ["Member 5", "Member 6", "Member 7"])
        #expect(last.first == "/users")
        #expect(last.previous == "/users?before=5")
        #expect(last.next == nil && last.last == nil)
    }

    @Test func aPageBeforeAKeyEndsJustBeforeIt() throws {
        let page = try shown("/users?before=5")
        #expect(page.names == ["Member 2", "Member 3", "Member 4"])
        #expect(page.previous == "/users?before=2")
        #expect(page.next == "/users?after=4")
    }

    @Test func anEmptyPagePastTheEndLeadsBackToTheLastPage() throws {
        let response = try app.client(signedInAs: 1).get("/users?after=7")
        #expect(response.status == .ok)
        #expect(try response.html().main?.first("ul") == nil)
        let past = try shown("/users?after=7")
        #expect(past.names.isEmpty)
        #expect(past.previous == "/users?last=")
        #expect(past.first == "/users")
        #expect(past.next == nil && past.last == nil)
        #expect(try shown(try #require(past.previous)).names == ["Member 5", "Member 6", "Member 7"])
    }

    @Test func aLinkKeptFromBeforeAMemberLeftStillWorks() throws {
        try app.users.delete(id: 3)
        let page = try shown("/users?after=3")
        #expect(page.names == ["Member 4", "Member 5", "Member 6"])
        #expect(page.previous == "/users?before=4")
        #expect(try shown("/users?before=4").names == ["Member 1", "Member 2"])
    }

    @Test(arguments: [
        "after=abc", "before=abc", "after=", "before=", "after=1.5", "before=0x10", "after=99999999999999999999",
    ])
    func aKeyThatIsNotANumberIsNotFound(query: String) throws {
        let response = try app.client(signedInAs: 1).get("/users?" + query)
        #expect(response.status == .notFound)
        #expect(try response.html().main?.normalizedText.contains("There is no such page.") == true)
    }

    @Test func aKeyThatIsNotANumberIsNotFoundAsJSONToo() throws {
        let response = try app.client(signedInAs: 1).get("/users?before=abc", accept: "application/json")
        #expect(response.status == .notFound)
        #expect(try response.jsonObject()["message"] as? String == "There is no such page.")
    }

    @Test func thePageAsJSONListsItsMembersAndWhetherThereAreMoreEachWay() throws {
        let response = try app.client(signedInAs: 1).get("/users?after=3", accept: "application/json")
        #expect(response.status == .ok)
        let object = try response.jsonObject()
        #expect(Set(object.keys) == ["members", "hasPrevious", "hasNext"])
        #expect(object["hasPrevious"] as? Bool == true)
        #expect(object["hasNext"] as? Bool == true)
        let members = try #require(object["members"] as? [[String: Any]])
        #expect(members.compactMap { $0["id"] as? Int } == [4, 5, 6])
        let member = try #require(members.first)
        #expect(Set(member.keys) == ["id", "name", "joined"])
        #expect(member["name"] as? String == "Member 4")
        let stored = try #require(try app.users.user(id: 4))
        #expect(member["joined"] as? String == Self.isoDate(daysSince1970: stored.createdAt / Days.secondsPerDay))
    }

    @Test func theEdgesAsJSONSayThereIsNothingBeyondThem() throws {
        let client = try app.client(signedInAs: 1)
        let first = try client.get("/users", accept: "application/json").jsonObject()
        #expect(first["hasPrevious"] as? Bool == false)
        #expect(first["hasNext"] as? Bool == true)
        let last = try client.get("/users?last=", accept: "application/json").jsonObject()
        #expect(last["hasPrevious"] as? Bool == true)
        #expect(last["hasNext"] as? Bool == false)
        #expect((last["members"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [5, 6, 7])
        let past = try client.get("/users?after=7", accept: "application/json").jsonObject()
        #expect((past["members"] as? [Any])?.isEmpty == true)
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
