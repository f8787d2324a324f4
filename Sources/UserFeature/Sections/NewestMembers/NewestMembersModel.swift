/// The newest members, newest first; the newest-members section's JSON.
public struct NewestMembersModel: Encodable, Equatable, Sendable {
    let members: [MemberSummary]
}
