import ScreenKit
import ViewCode

/// What a screen shows instead of a way in that only a proven address may add (a passkey,
/// authenticator codes): why. The page's own banner above it, shown to every member whose
/// address is not proven, holds the button that mails the link again.
struct AddressUnprovenNotice<Explanation: HTML>: HTMLComponent {
    let explanation: Explanation

    init(@HTMLBuilder explanation: () -> Explanation) {
        self.explanation = explanation()
    }

    var body: some HTML {
        Div(.id("address-unproven"), .class("notice"), .role("status")) {
            P { explanation }
        }
    }
}
