import ScreenKit

/// The picture screen: the current picture or the initials, the upload form and the remove button.
struct AvatarView: ScreenView {
    private typealias Field = AvatarForm.CodingKeys

    let model: AvatarViewModel

    func title(in language: Language) -> String { "Picture" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Picture")
            if let path = model.picturePath {
                Img(src: path, alt: "Your current picture", .class("avatar avatar-large"), .width(96), .height(96))
            } else {
                P(.class("text-muted")) { "You have no picture: members see your initials." }
            }
            Form(action: AccountPaths.avatar.location, method: .post, .multipartFormData, .novalidate) {
                FileField(
                    label: "A PNG or JPEG picture, at most 1 MB and 4096 × 4096 pixels", field: Field.avatar,
                    accept: "image/png,image/jpeg", error: model.avatarError, required: true)
                SubmitButton("Upload picture")
            }
            if model.picturePath != nil {
                Form(action: AccountPaths.removeAvatar.location, method: .post) {
                    SubmitButton("Remove picture", style: .secondary)
                }
            }
        }
    }
}
