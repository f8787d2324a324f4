import ScreenKit
import ViewCode

/// One message of the mailbox: its headers, links and text. The HTML part opens
/// as a document of its own, sandboxed, rather than inside this page.
struct MailboxMessageView: ScreenView {
    let model: MailboxMessageViewModel

    func title(in language: Language) -> String { model.subject }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1(model.subject)
            DL(.class("device-facts")) {
                DT { Localized(MailboxText.toColumn) }
                DD { model.to }
                DT { Localized(MailboxText.queuedColumn) }
                DD { model.queuedAt }
                DT { Localized(MailboxText.stateColumn) }
                DD {
                    if model.attempts == 0 {
                        model.state
                    } else {
                        Localized(MailboxText.stateAfterTries, .text("state", model.state), .count(model.attempts))
                    }
                }
                if let lastError = model.lastError {
                    DT { Localized(MailboxText.lastError) }
                    DD { lastError }
                }
            }
            if !model.links.isEmpty {
                H2 { Localized(MailboxText.links) }
                UL {
                    ForEach(model.links) { link in
                        LI { A(href: link) { link } }
                    }
                }
            }
            H2 { Localized(MailboxText.plainText) }
            Pre(.class("mail-text")) { model.text }
            HStack(spacing: .small, wraps: true) {
                LinkButton(MailboxText.openHTML.text(), href: MailboxPaths.mailboxMessageHTML.location(model.id))
                LinkButton(MailboxText.backToMailbox.text(), href: MailboxPaths.mailbox.location)
            }
        }
    }
}
