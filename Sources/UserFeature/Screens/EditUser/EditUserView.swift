import Domain
import ScreenKit

/// The profile form.
///
/// The form is `novalidate` so that the server's messages, all of them at once and next to
/// their fields, are what people see; the constraints stay as hints for autofill and
/// assistive technology.
struct EditUserView: ScreenView {
    private typealias Field = EditUserForm.CodingKeys

    let model: EditUserViewModel

    func title(in language: Language) -> String { "Edit profile" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Edit profile")
            Form(action: UserPaths.edit(model.id), method: .post, .novalidate) {
                TextField(
                    label: "Name", field: Field.name, value: model.name, autocomplete: .name,
                    error: model.nameError, required: true, maxLength: NameValidatorUseCase.maximumLength)
                TextArea(
                    label: "Bio", field: Field.bio, value: model.bio, error: model.bioError,
                    maxLength: BioValidatorUseCase.maximumLength, rows: 6)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton("Save profile")
                    LinkButton("Cancel", href: UserPaths.detail(model.id), style: .secondary)
                }
            }
        }
    }
}
