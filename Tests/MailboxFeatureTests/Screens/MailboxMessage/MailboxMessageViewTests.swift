import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import MailboxFeature

@Suite("Mailbox message view")
struct MailboxMessageViewTests {
    @Test func theTextIsShownAsTextAndItsLinksCanBeFollowed() throws {
        let model = MailboxMessageViewModel(
            id: 3, to: "ada@example.com", subject: "Reset", state: "waiting", queuedAt: "then",
            text: "<script>alert(1)</script>", links: ["https://example.com/password/reset?token=abc"])
        let page = try HTMLDocument.parse(MailboxMessageView(model: model).renderedString())
        #expect(page.first("h1")?.normalizedText == "Reset")
        #expect(page.elements(named: "script").isEmpty)
        #expect(page.first("pre")?.normalizedText == "<script>alert(1)</script>")
        #expect(page.links.contains { $0.attribute("href") == "https://example.com/password/reset?token=abc" })
        #expect(page.links.contains { $0.attribute("href") == MailboxPaths.mailboxMessageHTML.location(3) })
    }
}
