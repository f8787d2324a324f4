import ScreenKit

/// The newest members as a titled card of links.
struct NewestMembersView: HTMLComponent {
    let model: NewestMembersModel

    var body: some HTML {
        Card(title: "Newest members") {
            UL(.class("member-list")) {
                ForEach(model.members) { member in
                    MemberRow(member: member)
                }
            }
        }
    }
}
