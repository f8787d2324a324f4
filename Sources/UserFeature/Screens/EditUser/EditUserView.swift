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

    func title(in language: Language) -> String { UserText.editProfile.text(in: language) }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(UserText.editProfile) }
            Form(action: UserPaths.edit(model.id), method: .post, .novalidate) {
                // The fields and buttons take their copy as strings, so they are built in the page's language.
                InPageLanguage { language in
                    TextField(
                        label: UserText.nameLabel.text(in: language), field: Field.name, value: model.name, autocomplete: .name,
                        error: model.nameError, required: true, maxLength: NameValidatorUseCase.maximumLength)
                    TextArea(
                        label: UserText.bioLabel.text(in: language), field: Field.bio, value: model.bio, error: model.bioError,
                        maxLength: BioValidatorUseCase.maximumLength, rows: 6)
                    HStack(spacing: .small, wraps: true) {
                        SubmitButton(UserText.saveProfile.text(in: language))
                        LinkButton(UserText.cancel.text(in: language), href: UserPaths.detail(model.id), style: .secondary)
                    }
                }
            }
        }
    }
}
