import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security activity view")
struct ActivityViewTests {
    @Test func eventsAreATableWithColumnHeadersAndPageLinks() throws {
        let model = ActivityViewModel(
            events: [ActivityRow(
                kind: "signed_in", summary: "Signed in", occurredAt: Timestamp(seconds: 1_800_000_000),
                device: "Firefox on Linux", clientAddress: "192.0.2.7")],
            page: 2, hasNewer: true, hasOlder: true)
        let page = try HTMLDocument.parse(ActivityView(model: model).renderedString())
        #expect(page.first("h1")?.normalizedText == "Security activity")
        #expect(page.elements(named: "th").map(\.normalizedText) == ["When", "What", "Device", "Address"])
        #expect(page.elements(named: "td").map(\.normalizedText) == ["2027-01-15 08:00 UTC", "Signed in", "Firefox on Linux", "192.0.2.7"])
        #expect(page.links.compactMap { $0.attribute("href") } == ["/settings/activity", "/settings/activity?page=3"])
    }

    @Test func anEmptyLogSaysSo() throws {
        let page = try HTMLDocument.parse(ActivityView(model: ActivityViewModel()).renderedString())
        #expect(page.elements(named: "table").isEmpty)
        #expect(page.first("p")?.normalizedText == "Nothing to show.")
    }
}
