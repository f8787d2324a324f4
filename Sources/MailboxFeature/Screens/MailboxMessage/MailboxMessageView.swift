import ScreenKit

/// One message of the mailbox: its headers, links and text. The HTML part opens
/// as a document of its own, sandboxed, rather than inside this page.
struct MailboxMessageView: ScreenView {
    let model: MailboxMessageViewModel

    func title(in language: Language) -> String { model.subject }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1(model.subject)
            DL(.class("device-facts")) {
                DT { "To" }
                DD { model.to }
                DT { "Queued" }
                DD { model.queuedAt }
                DT { "State" }
                DD { model.attempts == 0 ? model.state : "\(model.state) after \(model.attempts) \(model.attempts == 1 ? "try" : "tries")" }
                if let lastError = model.lastError {
                    DT { "Last error" }
                    DD { lastError }
                }
            }
            if !model.links.isEmpty {
                H2("Links")
                UL {
                    ForEach(model.links) { link in
                        LI { A(href: link) { link } }
                    }
                }
            }
            H2("Plain text")
            Pre(.class("mail-text")) { model.text }
            HStack(spacing: .small, wraps: true) {
                LinkButton("Open the HTML part", href: MailboxPaths.mailboxMessageHTML.location(model.id))
                LinkButton("Back to the mailbox", href: MailboxPaths.mailbox.location)
            }
        }
    }
}
