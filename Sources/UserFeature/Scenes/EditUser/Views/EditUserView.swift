import Domain
import ViewCode

/// The profile form as view code: a pure function of its model.
///
/// The form is `novalidate` so that the server's messages, all of them at once and next to
/// their fields, are what people see; the constraints stay as hints for autofill and
/// assistive technology.
struct EditUserView: HTMLComponent {
    let model: EditUserViewModel

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Edit profile")
            Form(action: UserRoutes.edit(id: model.id), method: .post, .novalidate) {
                TextField(
                    label: "Name", name: "name", value: model.name, autocomplete: .name,
                    error: model.nameError, required: true, maxLength: NameValidatorUseCase.maximumLength)
                TextArea(
                    label: "Bio", name: "bio", value: model.bio, error: model.bioError,
                    maxLength: BioValidatorUseCase.maximumLength, rows: 6)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton("Save profile")
                    LinkButton("Cancel", href: UserRoutes.detail(id: model.id), style: .secondary)
                }
            }
        }
    }
}
