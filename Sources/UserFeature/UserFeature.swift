public import Domain
public import ScreenKit

/// The member screens, all for signed-in people: the members list (`GET /users`), a member's
/// page (`GET /users/{id}`), their picture (`GET /users/{id}/avatar`) and editing one's own
/// profile (`GET`/`POST /users/{id}/edit`).
/// A signed-out visitor is sent to sign in first and brought back afterwards.
///
/// ```swift
/// router.register(UserFeature(users: users, avatars: avatars))
/// ```
public struct UserFeature: Feature, Sendable {
    let users: any UserRepository
    let avatars: any AvatarRepository
    let pageSize: Int

    /// - Parameters:
    ///   - users: Where members are read and profiles saved.
    ///   - avatars: Where members' pictures are read.
    ///   - pageSize: Members per page of the list; at least 1.
    public init(users: any UserRepository, avatars: any AvatarRepository, pageSize: Int = 20) {
        self.users = users
        self.avatars = avatars
        self.pageSize = max(1, pageSize)
    }

    public func registerRoutes(on router: inout Router) {
        router.group(.requiresSignIn) { [users, avatars, pageSize] routes in
            routes.get(UserPaths.members) { UserListCoordinator(pageText: $0.query["page"], users: users, pageSize: pageSize) }
            routes.get(UserPaths.detail) { UserDetailCoordinator(viewer: $0.viewer, id: $1, users: users) }
            routes.form(UserPaths.edit, EditUserForm.self) { EditUserCoordinator(viewer: $0.viewer, id: $1, action: $2, users: users) }
            routes.get(UserPaths.avatar) { MemberAvatarCoordinator(id: $1, version: $0.query["v"], avatars: avatars) }
        }
    }
}
