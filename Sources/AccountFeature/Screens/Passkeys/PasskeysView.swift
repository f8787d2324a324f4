import ScreenKit

/// The passkeys screen: each passkey with when it was added and last used, and a way to
/// remove it.
struct PasskeysView: ScreenView {
    let model: PasskeysViewModel

    var title: String { "Passkeys" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Passkeys")
            if model.passkeys.isEmpty {
                P { "You have no passkeys." }
            } else {
                P { "Remove any passkey you no longer use or do not recognise." }
                UL(.class("passkey-list")) {
                    ForEach(model.passkeys) { passkey in
                        PasskeyCard(passkey: passkey)
                    }
                }
            }
        }
    }
}

/// One passkey: its name, when it was added and last used, and its remove form.
private struct PasskeyCard: HTMLComponent {
    let passkey: PasskeyRow

    var body: some HTML {
        LI(.class("card")) {
            H2(.class("card-title")) { passkey.name }
            DL(.class("passkey-facts")) {
                DT { "Added" }
                DD { TimestampText(timestamp: passkey.addedAt) }
                DT { "Last used" }
                if let lastUsedAt = passkey.lastUsedAt {
                    DD { TimestampText(timestamp: lastUsedAt) }
                } else {
                    DD { "never" }
                }
            }
            Form(action: AccountPaths.removePasskey(passkey.id), method: .post) {
                SubmitButton("Remove this passkey", style: .secondary)
            }
        }
    }
}
