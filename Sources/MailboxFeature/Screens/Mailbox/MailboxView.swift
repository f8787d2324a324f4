import ScreenKit

/// The mailbox: every message queued, newest first, each a link to its page.
struct MailboxView: ScreenView {
    let model: MailboxViewModel

    func title(in language: Language) -> String { "Mailbox" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Mailbox")
            P {
                "Every message the app has queued, newest first. In development without "
                Code("--smtp-url")
                " nothing leaves this machine: open a message to follow its links."
            }
            if model.messages.isEmpty {
                P { "No messages yet. Sign up, or ask for a password reset, and the message shows here." }
            } else {
                Div(.class("table-scroll")) {
                    Table(.class("activity-table")) {
                        THead {
                            TR {
                                TH(.scope(.column)) { "Subject" }
                                TH(.scope(.column)) { "To" }
                                TH(.scope(.column)) { "Queued" }
                                TH(.scope(.column)) { "State" }
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
                P { "\(model.olderCount) older messages are not listed." }
            }
        }
    }
}
