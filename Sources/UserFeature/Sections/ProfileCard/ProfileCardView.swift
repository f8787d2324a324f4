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
            // The buttons take their titles as strings, so they are built in the page's language.
            InPageLanguage { language in
                HStack(spacing: .small, wraps: true) {
                    LinkButton(UserText.viewProfile.text(in: language), href: UserPaths.detail(model.id), style: .secondary)
                    LinkButton(UserText.editProfile.text(in: language), href: UserPaths.edit(model.id), style: .secondary)
                }
            }
        }
    }
}
