import ScreenKit
public import ViewCode

/// The newest members as a titled card of links.
public struct NewestMembersView: HTMLComponent {
    let model: NewestMembersModel

    public var body: some HTML {
        // The card takes its title as a string, so it is built in the page's language.
        InPageLanguage { language in
            Card(title: UserText.newestMembers.text(in: language)) {
                UL(.class("member-list")) {
                    ForEach(model.members) { member in
                        MemberRow(member: member)
                    }
                }
            }
        }
    }
}
