import Domain
import ScreenKit

/// A member's page: who they are and when they joined; their email and the way to edit only
/// for themself.
struct UserDetailPresenter {
    private let users: any UserRepository
    private let viewer: SignedInUser
    /// The page's language, for the message a missing member's page carries.
    private let language: Language
    private let civilDate = CivilDateUseCase()

    init(_ dependencies: any UserDependencies, viewer: SignedInUser, language: Language) {
        users = dependencies.users
        self.viewer = viewer
        self.language = language
    }

    func load(id: Int) throws -> Answer<UserDetailViewModel, Never> {
        guard let user = try users.user(id: id) else { return .notFound(UserText.noSuchMember.text(in: language)) }
        let isOwner = user.id == viewer.id
        return .show(UserDetailViewModel(
            id: user.id, name: user.name, bio: user.bio, joined: civilDate(secondsSince1970: user.createdAt),
            email: isOwner ? user.email : nil, canEdit: isOwner, picturePath: MemberPicture.path(of: user),
            confirmed: user.isEmailConfirmed,
            lastSignedIn: isOwner ? user.lastSignedInAt.map { civilDate(secondsSince1970: $0) } : nil))
    }
}
