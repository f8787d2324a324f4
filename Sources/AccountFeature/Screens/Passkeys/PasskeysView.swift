import ScreenKit
import ViewCode

/// The passkeys screen: each passkey with when it was added and last used, a way to remove
/// it, and the form that adds one, which only the passkey script shows (a browser without
/// JavaScript or WebAuthn cannot make a passkey); for an account whose address was never
/// proven, why it cannot add one yet.
struct PasskeysView: ScreenView {
    let model: PasskeysViewModel

    func title(in language: Language) -> String { PasskeyText.passkeysTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(PasskeyText.passkeysTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.passkeys.isEmpty {
                P { Localized(PasskeyText.noPasskeys) }
            } else {
                P { Localized(PasskeyText.removeUnused) }
                UL(.class("passkey-list")) {
                    ForEach(model.passkeys) { passkey in
                        PasskeyCard(passkey: passkey)
                    }
                }
            }
            if model.addressUnproven {
                AddressUnprovenNotice { Localized(PasskeyText.addressUnproven) }
            } else {
                AddPasskeyFormView(name: model.name, nameError: model.nameError)
                Script(src: AccountPaths.passkeyScript)
            }
        }
    }
}

/// The add form: a name, and the browser's answer in hidden fields the script fills.
private struct AddPasskeyFormView: HTMLComponent {
    private typealias Field = AddPasskeyForm.CodingKeys

    let name: String
    let nameError: String?

    var body: some HTML {
        PasskeyFormView(action: AccountPaths.addPasskey.location, ceremony: .create, options: AccountPaths.passkeyCreationOptions.location) {
            H2 { Localized(PasskeyText.addPasskey) }
            TextField(
                label: PasskeyText.nameLabel.text(), field: Field.name, value: name, error: nameError, required: true,
                maxLength: PasskeysPresenter.maximumNameLength)
            Input(type: .hidden, field: Field.challenge)
            Input(type: .hidden, field: Field.clientDataJSON)
            Input(type: .hidden, field: Field.attestationObject)
            SubmitButton(PasskeyText.addPasskey.text())
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
                DT { Localized(PasskeyText.addedLabel) }
                DD { TimestampText(timestamp: passkey.addedAt) }
                DT { Localized(PasskeyText.lastUsedLabel) }
                if let lastUsedAt = passkey.lastUsedAt {
                    DD { TimestampText(timestamp: lastUsedAt) }
                } else {
                    DD { Localized(PasskeyText.neverUsed) }
                }
            }
            Form(action: AccountPaths.removePasskey(passkey.id), method: .post) {
                SubmitButton(PasskeyText.removePasskey.text(), style: .secondary)
            }
        }
    }
}
