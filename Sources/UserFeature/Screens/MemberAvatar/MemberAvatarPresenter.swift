import Domain
import ScreenKit

/// A member's picture as the image it is. Asked at the address of its current version (`?v=`
/// and its tag, as every page links it) it may be kept by the browser for good.
struct MemberAvatarPresenter {
    let avatars: any AvatarRepository

    func picture(of id: Int, version: String?) throws -> Answer<StatusView.Model, Never> {
        guard let avatar = try avatars.avatar(userID: id) else { return .notFound(UserText.noPicture.text()) }
        return .file(avatar.bytes, contentType: avatar.format.contentType, tag: avatar.tag, immutable: version == avatar.tag)
    }
}
