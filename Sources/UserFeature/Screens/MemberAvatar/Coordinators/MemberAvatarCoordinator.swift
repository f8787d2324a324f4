import Domain
import ScreenKit

/// Serves a member's picture as the image it is. Asked at the address of its current
/// version (`?v=` and its tag, as every page links it) it may be kept by the browser for good.
final class MemberAvatarCoordinator: Coordinating {
    static let noPicture = "This member has no picture."

    private let id: Int
    private let version: String?
    private let avatars: any AvatarRepository

    init(id: Int, version: String?, avatars: any AvatarRepository) {
        self.id = id
        self.version = version
        self.avatars = avatars
    }

    func start() throws -> Outcome {
        guard let avatar = try avatars.avatar(userID: id) else { return .notFound(Self.noPicture) }
        return .file(avatar.bytes, contentType: avatar.format.contentType, tag: avatar.tag, immutable: version == avatar.tag)
    }
}
