public import Domain
public import ScreenKit

/// A section that introduces the newest members, with links to their pages; left out while
/// there are none.
///
/// ```swift
/// HomeFeature(sections: [NewestMembersSection(users: users)])
/// ```
public struct NewestMembersSection: SectionProvider {
    private let users: any UserRepository
    private let limit: Int
    private let civilDate = CivilDateUseCase()

    /// - Parameters:
    ///   - users: Where members are read.
    ///   - limit: How many members to show at most.
    public init(users: any UserRepository, limit: Int = 5) {
        self.users = users
        self.limit = max(0, limit)
    }

    public var sectionID: String { "newestMembers" }

    public func load(for viewer: SignedInUser?) throws -> NewestMembersModel? {
        let newest = try users.newest(limit: limit)
        guard !newest.isEmpty else { return nil }
        return NewestMembersModel(members: newest.map { MemberSummary($0, civilDate: civilDate) })
    }

    public func content(for model: NewestMembersModel) -> NewestMembersView {
        NewestMembersView(model: model)
    }
}

/// The newest members, newest first; the newest-members section's JSON.
public struct NewestMembersModel: Encodable, Equatable, Sendable {
    let members: [MemberSummary]
}
