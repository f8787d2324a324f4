import ScreenKit
import ViewCode
import ScreenKitTesting
import Testing
@testable import MailboxFeature

@Suite("Mailbox view")
struct MailboxViewTests {
    @Test func eachMessageLinksToItsPage() throws {
        let model = MailboxViewModel(messages: [
            MailboxRow(id: 7, to: "ada@example.com", subject: "Reset <your> password", state: "waiting", queuedAt: "then"),
        ])
        let page = try HTMLDocument.parse(MailboxView(model: model).renderedString())
        #expect(page.first("h1")?.normalizedText == "Mailbox")
        let link = try #require(page.links.first { $0.attribute("href") == MailboxPaths.mailboxMessage.location(7) })
        #expect(link.normalizedText == "Reset <your> password")
    }

    @Test func anEmptyMailboxSaysHowToFillIt() throws {
        let page = try HTMLDocument.parse(MailboxView(model: MailboxViewModel()).renderedString())
        #expect(page.normalizedText.contains("No messages yet."))
        #expect(page.first("table") == nil)
    }
}
