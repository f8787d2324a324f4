import ScreenKit
import ViewCode

/// The hidden fields of a passkey form that the script fills with the browser's answer, and
/// the form's button, which the script reveals with the form.
struct PasskeyAssertionFields: HTMLComponent {
    private typealias Field = PasskeyAssertionForm.CodingKeys

    let next: String?
    let button: PasskeyText

    var body: some HTML {
        Input(type: .hidden, field: Field.next, .value(next ?? ""))
        Input(type: .hidden, field: Field.challenge)
        Input(type: .hidden, field: Field.credentialID)
        Input(type: .hidden, field: Field.clientDataJSON)
        Input(type: .hidden, field: Field.authenticatorData)
        Input(type: .hidden, field: Field.signature)
        Input(type: .hidden, field: Field.userHandle)
        SubmitButton(button.text(), style: .secondary)
    }
}
