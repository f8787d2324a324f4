public import Domain

/// What the member screens need from the app: one container, from which each screen's
/// coordinator builds its presenter. The app's own dependencies conform.
///
/// ```swift
/// router.register(UserFeature(dependencies: appDependencies))
/// ```
public protocol UserDependencies: AnyObject, Sendable {
    /// Where members are read and profiles saved.
    var users: any UserRepository { get }
    /// Where members' pictures are read.
    var avatars: any AvatarRepository { get }
    /// Members per page of the list; at least 1.
    var membersPageSize: Int { get }
}

extension UserDependencies {
    public var membersPageSize: Int { 20 }
}
