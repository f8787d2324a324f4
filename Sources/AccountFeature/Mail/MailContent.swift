import Domain
import ScreenKit
import ViewCode

/// One message to a member in the words both of its parts share: a greeting, a few
/// paragraphs, at most one action link, and a closing note. The plain-text part and the HTML
/// part are written from the same content, so they never say different things.
struct MailContent: Sendable {
    var subject: String
    var greeting: String
    var paragraphs: [String]
    /// The button's words and its absolute address.
    var action: (title: String, url: String)?
    var footnote: String
    var appName: String
    /// The language it is written in, for the HTML part's `lang`.
    var language: Language

    /// The message to `address`, with no name in its `To` header: a name is text a member
    /// wrote (``AccountMail``).
    func mail(to address: String) -> OutgoingMail {
        OutgoingMail(to: address, subject: subject, text: text, html: html)
    }

    /// The plain-text part: the link on a line of its own, so mail programs make it clickable.
    var text: String {
        var text = greeting + "\n\n"
        for paragraph in paragraphs {
            text += paragraph + "\n\n"
        }
        if let action {
            text += action.title + ":\n" + action.url + "\n\n"
        }
        text += footnote + "\n\n— " + appName + "\n"
        return text
    }

    /// The HTML part, written with the view code and escaped as every page is.
    var html: String {
        // The document's own words are in the recipient's language too.
        Language.$current.withValue(language) { MailDocument(content: self).renderedString() }
    }
}
