import ScreenKit
public import ViewCode

/// The viewer's profile as a card titled with their name.
public struct ProfileCardView: HTMLComponent {
    let model: ProfileCardModel

    public var body: some HTML {
        Card(title: model.name) {
            Avatar(imagePath: model.picturePath, name: model.name, size: .large)
            if model.bio.isEmpty {
                P(.class("text-muted")) { Localized(UserText.noBio) }
            } else {
                P { model.bio }
            }
            HStack(spacing: .small, wraps: true) {
                LinkButton(UserText.viewProfile.text(), href: UserPaths.detail(model.id), style: .secondary)
                LinkButton(UserText.editProfile.text(), href: UserPaths.edit(model.id), style: .secondary)
            }
        }
    }
}
