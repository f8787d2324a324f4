/// A feature module registers the routes it handles; features never import each other.
///
/// ```swift
/// public struct AccountFeature: Feature {
///     public func registerRoutes(on router: inout Router) {
///         router.form(AccountPaths.register, .signedOutOnly, RegisterForm.self) { … }
///     }
/// }
/// ```
public protocol Feature {
    func registerRoutes(on router: inout Router)
}
