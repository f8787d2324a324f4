/// A feature module registers the routes it handles; features never import each other.
///
/// ```swift
/// public struct UserFeature: Feature {
///     let dependencies: any UserDependencies
///
///     public func registerRoutes(on router: inout Router) {
///         router.group(.requiresSignIn) { routes in
///             routes.get(UserPaths.detail, UserDetailCoordinator(dependencies: dependencies))
///             routes.form(UserPaths.edit, EditUserCoordinator(dependencies: dependencies))
///         }
///     }
/// }
///
/// router.register(UserFeature(dependencies: appDependencies))
/// ```
public protocol Feature {
    func registerRoutes(on router: inout Router)
}
