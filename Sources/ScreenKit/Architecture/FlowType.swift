/// Destinations in other features, reached without importing them.
///
/// A feature declares the destinations it may send a user to as its own `Destination` type;
/// the app implements the flow and maps each destination to a route.
///
/// ```swift
/// // in LoginFeature
/// enum LoginDestination { case userDetail(id: Int) }
/// // in App
/// struct AppFlow: FlowType {
///     func location(of destination: LoginDestination) -> String {
///         switch destination { case .userDetail(let id): "/users/\(id)" }
///     }
/// }
/// ```
public protocol FlowType<Destination>: Sendable {
    associatedtype Destination
    /// The local path that shows `destination`.
    func location(of destination: Destination) -> String
}
