import ScreenKit
import ViewCode

/// The mailbox: every message queued, newest first, each a link to its page.
struct MailboxView: ScreenView {
    let model: MailboxViewModel

    func title(in language: Language) -> String { MailboxText.mailboxTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(MailboxText.mailboxTitle) }
            P {
                Localized(MailboxText.explanationBefore)
                " "
                Code("--smtp-url")
                " "
                Localized(MailboxText.explanationAfter)
            }
            if model.messages.isEmpty {
                P { Localized(MailboxText.noMessages) }
            } else {
                Div(.class("table-scroll")) {
                    Table(.class("activity-table")) {
                        THead {
                            TR {
                                TH(.scope(.column)) { Localized(MailboxText.subjectColumn) }
                                TH(.scope(.column)) { Localized(MailboxText.toColumn) }
                                TH(.scope(.column)) { Localized(MailboxText.queuedColumn) }
                                TH(.scope(.column)) { Localized(MailboxText.stateColumn) }
                            }
                        }
                        TBody {
                            ForEach(model.messages) { message in
                                TR {
                                    TD { A(href: MailboxPaths.mailboxMessage.location(message.id)) { message.subject } }
                                    TD { message.to }
                                    TD { message.queuedAt }
                                    TD { message.state }
                                }
                            }
                        }
                    }
                }
            }
            if model.olderCount > 0 {
                P { Localized(MailboxText.olderNotListed, .count(model.olderCount)) }
            }
        }
    }
}
