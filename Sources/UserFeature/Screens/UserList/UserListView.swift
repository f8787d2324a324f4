import ScreenKit
import ViewCode

/// The members list, a page of them, with the way to the next and previous pages.
struct UserListView: ScreenView {
    let model: UserListViewModel

    func title(in language: Language) -> String { UserText.membersTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(UserText.membersTitle) }
            if model.members.isEmpty {
                P(.class("text-muted")) { Localized(model.hasPrevious ? UserText.pastTheLastMember : UserText.noMembers) }
            } else {
                UL(.class("member-list")) {
                    ForEach(model.members) { member in
                        MemberRow(member: member)
                    }
                }
            }
            PaginationNav(model: model)
        }
    }
}
