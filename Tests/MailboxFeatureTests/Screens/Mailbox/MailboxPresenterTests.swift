import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import MailboxFeature

@Suite("Mailbox presenter")
struct MailboxPresenterTests {
    let store: TestStore
    var outbox: any OutboxRepository { store.outbox }

    init() throws {
        store = try TestStore()
    }

    @Test func theNewestMessageComesFirstWithItsState() throws {
        try outbox.enqueue(OutgoingMail(to: "ada@example.com", toName: "Ada", subject: "First", text: "", html: ""), at: 1_700_000_000)
        let second = try outbox.enqueue(OutgoingMail(to: "bob@example.com", subject: "Second", text: "", html: ""), at: 1_700_000_060)
        try outbox.markSent(id: second.id, attempts: 1, at: 1_700_000_061)
        let model = try #require(try MailboxPresenter(outbox: outbox).load().shown)
        #expect(model.messages.map(\.subject) == ["Second", "First"])
        #expect(model.messages.map(\.to) == ["bob@example.com", "Ada <ada@example.com>"])
        #expect(model.messages.map(\.state) == ["sent", "waiting"])
        #expect(model.messages.last?.queuedAt == "14 Nov 2023, 22:13 UTC")
        #expect(model.olderCount == 0)
    }

    @Test func onlyTheNewestHundredAreListed() throws {
        for number in 1...(MailboxPresenter.listed + 3) {
            try outbox.enqueue(OutgoingMail(to: "a@example.com", subject: "\(number)", text: "", html: ""), at: number)
        }
        let shown = try MailboxPresenter(outbox: outbox).load().shown
        #expect(shown?.messages.count == MailboxPresenter.listed)
        #expect(shown?.messages.first?.subject == "\(MailboxPresenter.listed + 3)")
        #expect(shown?.olderCount == 1)
    }
}

extension MailboxPresenterTests {
    @Test func statesAndTimesAreInThePagesLanguage() throws {
        try outbox.enqueue(OutgoingMail(to: "ada@example.com", subject: "First", text: "", html: ""), at: 1_700_000_000)
        let answer = try Language.$current.withValue(.brazilianPortuguese) { try MailboxPresenter(outbox: outbox).load() }
        let model = try #require(answer.shown)
        #expect(model.messages.map(\.state) == ["aguardando"])
        #expect(model.messages.first?.queuedAt == "14 nov. 2023, 22:13 UTC")
    }

    @Test func theCatalogIsCompleteAndTranslated() {
        #expect(MailboxText.messages.problems.isEmpty, "\(MailboxText.messages.problems)")
        #expect(MailboxText.messages.untranslated.isEmpty)
    }
}
