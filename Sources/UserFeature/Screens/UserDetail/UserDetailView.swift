import Domain
import ScreenKit
import ViewCode

/// A member's page: name, picture, bio, where they are, join date; the e-mail and the edit button for the member themself.
struct UserDetailView: ScreenView {
    let model: UserDetailViewModel

    func title(in language: Language) -> String { model.name }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            HStack(spacing: .medium) {
                Avatar(imagePath: model.picturePath, name: model.name, size: .large)
                H1(model.name)
                if model.confirmed {
                    Span(.class("badge"), .title(UserText.confirmedHint.text())) { Localized(UserText.confirmedBadge) }
                }
            }
            if model.bio.isEmpty {
                P(.class("text-muted")) { Localized(UserText.noBio) }
            } else {
                P(model.bio)
            }
            if !model.location.isEmpty {
                P {
                    Localized(UserText.locationLabel)
                    " "
                    model.location
                }
            }
            P {
                Localized(UserText.joinedOn)
                " "
                JoinedDate(date: model.joined)
            }
            if let email = model.email {
                P {
                    Localized(UserText.emailLabel)
                    " "
                    email
                }
            }
            if let lastSignedIn = model.lastSignedIn {
                P {
                    Localized(UserText.lastSignedInOn)
                    " "
                    JoinedDate(date: lastSignedIn)
                }
            }
            if model.canEdit {
                HStack {
                    LinkButton(UserText.editProfile.text(), href: UserPaths.edit(model.id), style: .primary)
                }
            }
        }
    }
}
