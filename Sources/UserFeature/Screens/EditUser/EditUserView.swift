import Domain
import ScreenKit
import ViewCode

/// The profile form.
///
/// The form is `novalidate` so that the server's messages, all of them at once and next to
/// their fields, are what people see; the constraints stay as hints for autofill and
/// assistive technology.
struct EditUserView: ScreenView {
    private typealias Field = EditUserForm.CodingKeys

    let model: EditUserViewModel

    func title(in language: Language) -> String { UserText.editProfile.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(UserText.editProfile) }
            Form(action: UserPaths.edit(model.id), method: .post, .novalidate) {
                TextField(
                    label: UserText.nameLabel.text(), field: Field.name, value: model.name, autocomplete: .name,
                    error: model.nameError, required: true, maxLength: NameValidatorUseCase.maximumLength)
                TextArea(
                    label: UserText.bioLabel.text(), field: Field.bio, value: model.bio, error: model.bioError,
                    maxLength: BioValidatorUseCase.maximumLength, rows: 6)
                TextField(
                    label: UserText.locationField.text(), field: Field.location, value: model.location, error: model.locationError,
                    maxLength: LocationValidatorUseCase.maximumLength)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton(UserText.saveProfile.text())
                    LinkButton(UserText.cancel.text(), href: UserPaths.detail(model.id), style: .secondary)
                }
            }
        }
    }
}
