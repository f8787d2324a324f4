/// A feature module registers the routes it handles; features never import each other.
///
/// ```swift
/// public struct LoginFeature: Feature {
///     public func registerRoutes(on router: inout Router) {
///         router.get("/login") { LoginCoordinator(navigator: $0.navigator, action: .show) }
///     }
/// }
/// ```
public protocol Feature {
    func registerRoutes(on router: inout Router)
}
