import ScreenKit
import ViewCode

/// A passkey form, hidden until the passkey script shows it: where the script asks for a
/// challenge, and the two things the script may have to say, in the page's language (the
/// script is one static file for every language, so the page hands it its words).
struct PasskeyFormView<Content: HTML>: HTMLComponent {
    enum Ceremony: String {
        /// `navigator.credentials.create()`: adding a passkey.
        case create
        /// `navigator.credentials.get()`: signing with one.
        case get
    }

    let action: String
    let ceremony: Ceremony
    /// Where the script posts the form first, for the screen's JSON with a challenge.
    let options: String
    let content: Content

    init(action: String, ceremony: Ceremony, options: String, @HTMLBuilder content: () -> Content) {
        self.action = action
        self.ceremony = ceremony
        self.options = options
        self.content = content()
    }

    var body: some HTML {
        Form(
            action: action, method: .post, .hidden, .data("passkey", ceremony.rawValue), .data("passkey-options", options),
            .data("passkey-unavailable", PasskeyText.scriptUnavailable.text()),
            .data("passkey-cancelled", PasskeyText.scriptCancelled.text())
        ) {
            content
        }
    }
}
