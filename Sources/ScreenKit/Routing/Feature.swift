/// A feature module registers the routes it handles; features never import each other.
///
/// ```swift
/// public struct LoginFeature: Feature {
///     public func registerRoutes(on router: inout Router) {
///         router.form(LoginPaths.register, .signedOutOnly, RegisterForm.self) { … }
///     }
/// }
/// ```
public protocol Feature {
    func registerRoutes(on router: inout Router)
}
