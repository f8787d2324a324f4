import Domain
import ScreenKit

/// A member's picture: uploading one, checked by its content, and removing it.
final class AvatarPresenter: Presenting {
    static let saved = "Picture saved."
    static let removed = "Picture removed."

    let view: any Viewable<AvatarViewModel>
    private let coordinator: any AvatarCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let avatars: any AvatarRepository
    private let picturePath: (_ id: Int, _ tag: String) -> String
    private let checkImage = AvatarImageUseCase()

    init(
        view: any Viewable<AvatarViewModel>, coordinator: any AvatarCoordinating, viewer: SignedInUser,
        dependencies: AccountDependencies, picturePath: @escaping (_ id: Int, _ tag: String) -> String
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        users = dependencies.users
        avatars = dependencies.avatars
        self.picturePath = picturePath
    }

    /// The screen with the current picture, if any.
    func load() throws {
        view.show(AvatarViewModel(picturePath: try currentPicturePath()))
    }

    /// Saves `bytes` as the member's picture when they are a PNG or JPEG within the limits;
    /// otherwise shows the problem and keeps the picture there was.
    func upload(_ bytes: [UInt8]) throws {
        switch checkImage(bytes) {
        case .failure(let problem):
            view.showProblems(AvatarViewModel(picturePath: try currentPicturePath(), avatarError: problem.message))
        case .success(let image):
            try avatars.save(Avatar(
                userID: viewer.id, format: image.format, width: image.width, height: image.height, bytes: bytes,
                tag: AvatarImageUseCase.tag(of: bytes)))
            coordinator.didChangePicture(message: Self.saved)
        }
    }

    /// Removes the picture; the initials show again.
    func remove() throws {
        try avatars.removeAvatar(userID: viewer.id)
        coordinator.didChangePicture(message: Self.removed)
    }

    private func currentPicturePath() throws -> String? {
        try users.user(id: viewer.id)?.avatarTag.map { picturePath(viewer.id, $0) }
    }
}
