import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The security log through the kit: its pages linked by the keys of the events shown.
@Suite("Security activity routes")
struct ActivityRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    /// A member signed up through the form (which logs their sign-in), with `count` more events
    /// after it, each from an address of its own: `198.51.100.N` for the Nth.
    func memberWithEvents(_ count: Int) throws -> ScreenClient {
        let client = try app.registeredClient()
        let member = try #require(try app.users.user(email: "ada@example.com"))
        for number in 1...count {
            try app.fixture.securityLog.record(SecurityEvent(
                userID: member.id, kind: .passwordChanged, occurredAt: app.clock.secondsSince1970 + number,
                clientAddress: "198.51.100.\(number)", userAgent: "curl/8.0"))
        }
        return client
    }

    /// The address column of each row, top to bottom.
    func addresses(_ page: HTMLDocument) -> [String] {
        let rows = page.first("tbody")?.elements(named: "tr") ?? []
        return rows.map { $0.elements(named: "td").last?.normalizedText ?? "" }
    }

    func link(_ rel: String, in page: HTMLDocument) -> String? {
        page.links.first { $0.attribute("rel") == rel }?.attribute("href")
    }

    func eventID(from address: String) throws -> Int {
        try #require(try app.store.securityEvents().first { $0.clientAddress == address }?.id)
    }

    @Test func theOlderLinkLeadsToTheNextTwentyEventsAndBack() throws {
        let client = try memberWithEvents(24)
        let newest = try client.get("/settings/activity").html()
        #expect(addresses(newest) == (5...24).reversed().map { "198.51.100.\($0)" })
        #expect(link("prev", in: newest) == nil)
        let olderLink = link("next", in: newest)
        let older = try #require(olderLink)
        #expect(older == "/settings/activity?after=\(try eventID(from: "198.51.100.5"))")

        let rest = try client.get(older).html()
        // The four oldest recorded, then the sign-in that signing up logged.
        #expect(addresses(rest).count == 5)
        #expect(Array(addresses(rest).prefix(4)) == (1...4).reversed().map { "198.51.100.\($0)" })
        #expect(link("next", in: rest) == nil)
        let newerLink = link("prev", in: rest)
        let newer = try #require(newerLink)
        #expect(newer == "/settings/activity?before=\(try eventID(from: "198.51.100.4"))")
        #expect(addresses(try client.get(newer).html()) == addresses(newest))
    }

    @Test func pastTheOldestEventAnEmptyPageLinksBackToTheNewest() throws {
        let client = try memberWithEvents(2)
        let oldest = try #require(try app.store.securityEvents().first?.id)
        let response = try client.get("/settings/activity?after=\(oldest)")
        #expect(response.status == .ok)
        let page = try response.html()
        #expect(addresses(page).isEmpty)
        #expect(page.normalizedText.contains("Nothing to show."))
        #expect(link("prev", in: page) == "/settings/activity")
        #expect(link("next", in: page) == nil)
    }

    @Test(arguments: ["after=nonsense", "before=12abc", "after=", "before=%20"])
    func aKeyThatIsNotANumberShowsTheNewestEvents(query: String) throws {
        let client = try memberWithEvents(24)
        let newest = try client.get("/settings/activity", accept: "application/json")
        let shown = try client.get("/settings/activity?\(query)", accept: "application/json")
        #expect(shown.status == .ok)
        #expect(shown.text == newest.text)
        #expect(shown.text.contains("198.51.100.24"))
    }
}
