import Domain
import ScreenKit

/// A member's page: who they are and when they joined; their email and the way to edit only
/// for themself.
struct UserDetailPresenter {
    private let users: any UserRepository
    private let viewer: SignedInUser
    private let civilDate = CivilDateUseCase()

    init(_ dependencies: any UserDependencies, viewer: SignedInUser) {
        users = dependencies.users
        self.viewer = viewer
    }

    func load(id: Int) throws -> Answer<UserDetailViewModel, Never> {
        guard let user = try users.user(id: id) else { return .notFound(UserText.noSuchMember.text()) }
        let isOwner = user.id == viewer.id
        return .show(UserDetailViewModel(member: user.profile, page: .init(
            joined: civilDate(secondsSince1970: user.createdAt), email: isOwner ? user.email : nil, canEdit: isOwner,
            picturePath: MemberPicture.path(of: user), confirmed: user.isEmailConfirmed,
            lastSignedIn: isOwner ? user.lastSignedInAt.map { civilDate(secondsSince1970: $0) } : nil)))
    }
}
