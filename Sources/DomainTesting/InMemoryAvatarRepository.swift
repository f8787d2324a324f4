public import Domain
import Synchronization

/// Avatars in memory, keeping the members' avatar tags in step as the storage contract asks.
public final class InMemoryAvatarRepository: AvatarRepository {
    private let users: InMemoryUserRepository
    private let avatars = Mutex<[Int: Avatar]>([:])

    public init(users: InMemoryUserRepository) {
        self.users = users
    }

    public func avatar(userID: Int) throws -> Avatar? {
        avatars.withLock { $0[userID] }
    }

    public func save(_ avatar: Avatar) throws -> Bool {
        guard try users.setAvatarTag(avatar.tag, userID: avatar.userID) else { return false }
        avatars.withLock { $0[avatar.userID] = avatar }
        return true
    }

    public func removeAvatar(userID: Int) throws -> Bool {
        guard avatars.withLock({ $0.removeValue(forKey: userID) }) != nil else { return false }
        _ = try users.setAvatarTag(nil, userID: userID)
        return true
    }
}
