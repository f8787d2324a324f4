import ScreenKit
import ViewCode

/// A member in a list: their picture, their name linking to their page, and the day they joined.
struct MemberRow: HTMLComponent {
    let member: MemberSummary

    var body: some HTML {
        LI(.class("member-row")) {
            Avatar(imagePath: member.picturePath, name: member.name, size: .small)
            A(href: UserPaths.detail(member.id)) { member.name }
            " "
            Small(.class("text-muted")) {
                Localized(UserText.joinedLower)
                " "
                JoinedDate(date: member.joined)
            }
        }
    }
}
