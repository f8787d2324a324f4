import ScreenKit

/// The viewer's profile as a card titled with their name.
struct ProfileCardView: HTMLComponent {
    let model: ProfileCardModel

    var body: some HTML {
        Card(title: model.name) {
            Avatar(imagePath: model.picturePath, name: model.name, size: .large)
            if model.bio.isEmpty {
                P(.class("text-muted")) { UserMessages.noBio }
            } else {
                P { model.bio }
            }
            HStack(spacing: .small, wraps: true) {
                LinkButton("View profile", href: UserPaths.detail(model.id), style: .secondary)
                LinkButton("Edit profile", href: UserPaths.edit(model.id), style: .secondary)
            }
        }
    }
}
