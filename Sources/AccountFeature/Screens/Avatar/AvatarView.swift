import ScreenKit
import ViewCode

/// The picture screen: the current picture or the initials, the upload form and the remove button.
struct AvatarView: ScreenView {
    private typealias Field = AvatarForm.CodingKeys

    let model: AvatarViewModel

    func title(in language: Language) -> String { AvatarText.title.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(AvatarText.title) }
            if let path = model.picturePath {
                Img(src: path, alt: AvatarText.currentPicture.text(), .class("avatar avatar-large"), .width(96), .height(96))
            } else {
                P(.class("text-muted")) { Localized(AvatarText.noPicture) }
            }
            Form(action: AccountPaths.avatar.location, method: .post, .multipartFormData, .novalidate) {
                FileField(
                    label: AvatarText.fileLabel.text(.number("side", AvatarImageUseCase.maximumSide)),
                    field: Field.avatar, accept: "image/png,image/jpeg", error: model.avatarError, required: true)
                SubmitButton(AvatarText.uploadButton.text())
            }
            if model.picturePath != nil {
                Form(action: AccountPaths.removeAvatar.location, method: .post) {
                    SubmitButton(AvatarText.removeButton.text(), style: .secondary)
                }
            }
        }
    }
}
