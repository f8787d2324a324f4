import Domain
import ScreenKit

/// A member's picture: uploading one, checked by its content, and removing it.
struct AvatarPresenter {
    enum Destination: Equatable {
        /// The picture screen again.
        case avatar
    }

    private let viewer: SignedInUser
    private let users: any UserRepository
    private let avatars: any AvatarRepository
    /// Where pictures are served: the member screens' feature.
    private let flow: any FlowType<AccountDestination>
    private let checkImage = AvatarImageUseCase()

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser, flow: any FlowType<AccountDestination>) {
        self.viewer = viewer
        users = dependencies.users
        avatars = dependencies.avatars
        self.flow = flow
    }

    /// The screen with the current picture, if any.
    func load() throws -> Answer<AvatarViewModel, Destination> {
        .show(AvatarViewModel(picturePath: try currentPicturePath()))
    }

    /// Saves `bytes` as the member's picture when they are a PNG or JPEG within the limits;
    /// otherwise shows the problem and keeps the picture there was.
    func upload(_ bytes: [UInt8]) throws -> Answer<AvatarViewModel, Destination> {
        switch checkImage(bytes) {
        case .failure(let problem):
            return .problems(AvatarViewModel(picturePath: try currentPicturePath(), avatarError: problem.localizedMessage))
        case .success(let image):
            try avatars.save(Avatar(
                userID: viewer.id, format: image.format, width: image.width, height: image.height, bytes: bytes,
                tag: AvatarImageUseCase.tag(of: bytes)))
            return .go(.avatar, flash: .success(AvatarText.saved.text()))
        }
    }

    /// Removes the picture; the initials show again.
    func remove() throws -> Answer<AvatarViewModel, Destination> {
        try avatars.removeAvatar(userID: viewer.id)
        return .go(.avatar, flash: .success(AvatarText.removed.text()))
    }

    private func currentPicturePath() throws -> String? {
        try users.user(id: viewer.id)?.avatarTag.map { flow.location(of: .avatar(id: viewer.id, tag: $0)) }
    }
}
