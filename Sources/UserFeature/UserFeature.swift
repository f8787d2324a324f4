public import ScreenKit

/// The member screens, all for signed-in people: the members list (`GET /users`), a member's
/// page (`GET /users/{id}`), their picture (`GET /users/{id}/avatar`) and editing one's own
/// profile (`GET`/`POST /users/{id}/edit`). A signed-out visitor is sent to sign in first and
/// brought back afterwards.
///
/// ```swift
/// router.register(UserFeature(dependencies: appDependencies))
/// ```
public struct UserFeature: Feature {
    let dependencies: any UserDependencies

    public init(dependencies: any UserDependencies) {
        self.dependencies = dependencies
    }

    public func registerRoutes(on router: inout Router) {
        router.group(.requiresSignIn) { routes in
            routes.get(UserPaths.members, UserListCoordinator(dependencies: dependencies))
            routes.get(UserPaths.detail, UserDetailCoordinator(dependencies: dependencies))
            routes.form(UserPaths.edit, EditUserCoordinator(dependencies: dependencies))
            routes.get(UserPaths.avatar, MemberAvatarCoordinator(dependencies: dependencies))
        }
    }
}
