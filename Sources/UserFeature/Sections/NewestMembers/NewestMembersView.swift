import ScreenKit
public import ViewCode

/// The newest members as a titled card of links.
public struct NewestMembersView: HTMLComponent {
    let model: NewestMembersModel

    public var body: some HTML {
        Card(title: UserText.newestMembers.text()) {
            UL(.class("member-list")) {
                ForEach(model.members) { member in
                    MemberRow(member: member)
                }
            }
        }
    }
}
