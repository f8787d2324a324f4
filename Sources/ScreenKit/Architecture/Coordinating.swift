/// A coordinator: one per screen, built per request with non-optional inputs (route
/// parameters, the signed-in user, the ``Navigator``). It assembles the page and the presenter,
/// starts the action the route asked for, and decides where the flow goes next.
///
/// ```swift
/// final class GreetingCoordinator: Coordinating, GreetingCoordinating {
///     func start() throws {
///         let page = GreetingPage()
///         try GreetingPresenter(view: page, coordinator: self).load()
///         navigator.show(page)
///     }
///     func didGreet(name: String) { navigator.go(to: "/hello/\(name)", flash: .success("Hello!")) }
/// }
/// ```
public protocol Coordinating: AnyObject {
    /// Runs the screen's action; the result is left with the request's ``Navigator``.
    func start() throws
}
