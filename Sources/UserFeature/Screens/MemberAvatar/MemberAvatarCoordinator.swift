import Domain
import ScreenKit

/// Serves a member's picture as the image it is. Asked at the address of its current version
/// (`?v=` and its tag, as every page links it) it may be kept by the browser for good. No
/// presenter: there is no logic beyond the lookup.
struct MemberAvatarCoordinator: Coordinator {
    typealias View = StatusView

    static let noPicture = "This member has no picture."

    let dependencies: any UserDependencies

    func start(_ request: ScreenRequest<SignedInUser, Int, NoFields>) throws -> Answer<StatusView.Model, Never> {
        guard let avatar = try dependencies.avatars.avatar(userID: request.parameters) else { return .notFound(Self.noPicture) }
        return .file(avatar.bytes, contentType: avatar.format.contentType, tag: avatar.tag, immutable: request.query["v"] == avatar.tag)
    }
}
