import Domain
import ScreenKit

/// A member's page: who they are and when they joined; their email and the way to edit only
/// for themself.
final class UserDetailPresenter: Presenting {
    let view: any Viewable<UserDetailViewModel>
    private let coordinator: any UserDetailCoordinating
    private let users: any UserRepository
    private let viewer: SignedInUser
    private let civilDate: CivilDateUseCase

    init(view: any Viewable<UserDetailViewModel>, coordinator: any UserDetailCoordinating, users: any UserRepository, viewer: SignedInUser) {
        self.view = view
        self.coordinator = coordinator
        self.users = users
        self.viewer = viewer
        civilDate = CivilDateUseCase()
    }

    func load(id: Int) throws {
        guard let user = try users.user(id: id) else {
            coordinator.memberNotFound()
            return
        }
        let isOwner = user.id == viewer.id
        view.show(UserDetailViewModel(
            id: user.id, name: user.name, bio: user.bio, joined: civilDate(secondsSince1970: user.createdAt),
            email: isOwner ? user.email : nil, canEdit: isOwner, picturePath: MemberPicture.path(of: user),
            confirmed: user.isEmailConfirmed))
    }
}
