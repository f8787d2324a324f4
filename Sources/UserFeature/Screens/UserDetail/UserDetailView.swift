import ScreenKit

/// A member's page: name, picture, bio, join date; the e-mail and the edit button for the member themself.
struct UserDetailView: ScreenView {
    let model: UserDetailViewModel

    func title(in language: Language) -> String { model.name }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            HStack(spacing: .medium) {
                Avatar(imagePath: model.picturePath, name: model.name, size: .large)
                H1(model.name)
                if model.confirmed {
                    Span(.class("badge"), .title("This member confirmed their e-mail address")) { "Confirmed" }
                }
            }
            if model.bio.isEmpty {
                P(.class("text-muted")) { UserMessages.noBio }
            } else {
                P(model.bio)
            }
            P {
                "Joined "
                JoinedDate(date: model.joined)
            }
            if let email = model.email {
                P {
                    "Email: "
                    email
                }
            }
            if let lastSignedIn = model.lastSignedIn {
                P {
                    "Last signed in "
                    JoinedDate(date: lastSignedIn)
                }
            }
            if model.canEdit {
                HStack {
                    LinkButton("Edit profile", href: UserPaths.edit(model.id), style: .primary)
                }
            }
        }
    }
}
