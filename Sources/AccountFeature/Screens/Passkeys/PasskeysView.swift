import ScreenKit

/// The passkeys screen: each passkey with when it was added and last used, a way to remove
/// it, and the form that adds one, which only the passkey script shows (a browser without
/// JavaScript or WebAuthn cannot make a passkey).
struct PasskeysView: ScreenView {
    let model: PasskeysViewModel

    func title(in language: Language) -> String { "Passkeys" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Passkeys")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.passkeys.isEmpty {
                P { "You have no passkeys. A passkey signs you in with your device's lock (a fingerprint, face or PIN) instead of your password." }
            } else {
                P { "Remove any passkey you no longer use or do not recognise." }
                UL(.class("passkey-list")) {
                    ForEach(model.passkeys) { passkey in
                        PasskeyCard(passkey: passkey)
                    }
                }
            }
            AddPasskeyFormView(name: model.name, nameError: model.nameError)
            Script(src: AccountPaths.passkeyScript)
        }
    }
}

/// The add form: a name, and the browser's answer in hidden fields the script fills.
private struct AddPasskeyFormView: HTMLComponent {
    private typealias Field = AddPasskeyForm.CodingKeys

    let name: String
    let nameError: String?

    var body: some HTML {
        Form(
            action: AccountPaths.addPasskey.location, method: .post, .hidden,
            .data("passkey", "create"), .data("passkey-options", AccountPaths.passkeyCreationOptions.location)
        ) {
            H2("Add a passkey")
            TextField(
                label: "Name", field: Field.name, value: name, error: nameError, required: true,
                maxLength: PasskeysPresenter.maximumNameLength)
            Input(type: .hidden, field: Field.challenge)
            Input(type: .hidden, field: Field.clientDataJSON)
            Input(type: .hidden, field: Field.attestationObject)
            SubmitButton("Add a passkey")
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
