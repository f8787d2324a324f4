/// Where members' avatars are kept. Saving or removing one also updates the member's
/// ``User/avatarTag`` in the same transaction, so every list shows the current picture.
public protocol AvatarRepository: Sendable {
    func avatar(userID: Int) throws -> Avatar?
    /// Replaces the member's avatar.
    ///
    /// - Returns: `false` when there is no such member.
    @discardableResult
    func save(_ avatar: Avatar) throws -> Bool
    /// - Returns: `false` when the member had none.
    @discardableResult
    func removeAvatar(userID: Int) throws -> Bool
}
