import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security activity view")
struct ActivityViewTests {
    func row(id: Int) -> ActivityRow {
        ActivityRow(
            id: id, kind: "signed_in", summary: "Signed in", occurredAt: Timestamp(seconds: 1_800_000_000),
            device: "Firefox on Linux", clientAddress: "192.0.2.7")
    }

    @Test func eventsAreATableWithColumnHeadersAndPageLinks() throws {
        let model = ActivityViewModel(events: [row(id: 42), row(id: 41)], hasNewer: true, hasOlder: true, newerStart: 42, olderStart: 41)
        let page = try HTMLDocument.parse(ActivityView(model: model).renderedString())
        #expect(page.first("h1")?.normalizedText == "Security activity")
        #expect(page.elements(named: "th").map(\.normalizedText) == ["When", "What", "Device", "Address"])
        #expect(page.elements(named: "td").prefix(4).map(\.normalizedText) == ["15 Jan 2027, 08:00 UTC", "Signed in", "Firefox on Linux", "192.0.2.7"])
        // On a phone each cell stands under its column's name, which it carries.
        #expect(page.elements(named: "td").prefix(4).map { $0.attribute("data-label") } == ["When", "What", "Device", "Address"])
        // Newer events come before the newest shown; older ones after the oldest shown.
        #expect(page.links.map { $0.attribute("rel") } == ["prev", "next"])
        #expect(page.links.compactMap { $0.attribute("href") } == ["/settings/activity?before=42", "/settings/activity?after=41"])
    }

    @Test func theNewestPageLinksOnlyToOlderEvents() throws {
        let page = try HTMLDocument.parse(ActivityView(model: ActivityViewModel(events: [row(id: 7)], hasOlder: true, newerStart: 7, olderStart: 7)).renderedString())
        #expect(page.links.compactMap { $0.attribute("href") } == ["/settings/activity?after=7"])
    }

    @Test func anEmptyPagePastTheEndLinksBackToTheNewest() throws {
        let page = try HTMLDocument.parse(ActivityView(model: ActivityViewModel(hasNewer: true)).renderedString())
        #expect(page.first("p")?.normalizedText == "Nothing to show.")
        #expect(page.links.compactMap { $0.attribute("href") } == ["/settings/activity"])
    }

    @Test func anEmptyLogSaysSo() throws {
        let page = try HTMLDocument.parse(ActivityView(model: ActivityViewModel()).renderedString())
        #expect(page.elements(named: "table").isEmpty)
        #expect(page.first("p")?.normalizedText == "Nothing to show.")
        #expect(page.links.isEmpty)
    }
}
