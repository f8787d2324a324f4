public import Domain
public import ScreenKit

/// A section with the signed-in viewer's own profile and the ways to see and edit it; left
/// out for an anonymous visitor and for a viewer who is no longer a member.
///
/// ```swift
/// HomeFeature(sections: [ProfileCardSection(users: users)])
/// ```
public struct ProfileCardSection: SectionProvider {
    private let users: any UserRepository

    /// - Parameter users: Where the viewer's profile is read.
    public init(users: any UserRepository) {
        self.users = users
    }

    public var sectionID: String { "profileCard" }

    public func load(for viewer: SignedInUser?) throws -> ProfileCardModel? {
        guard let viewer, let user = try users.user(id: viewer.id) else { return nil }
        return ProfileCardModel(id: user.id, name: user.name, bio: user.bio, picturePath: MemberPicture.path(of: user))
    }

    public func content(for model: ProfileCardModel) -> ProfileCardView {
        ProfileCardView(model: model)
    }
}

/// The signed-in viewer's own profile in brief; the profile card's JSON.
public struct ProfileCardModel: Encodable, Equatable, Sendable {
    let id: Int
    let name: String
    /// As typed; empty when they wrote none.
    let bio: String
    /// The avatar's address; `nil` (and left out of the JSON) without one.
    let picturePath: String?
}
