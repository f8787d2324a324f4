/// A presenter: all of a screen's logic, built per request from use cases, talking to its view
/// only through the screen's ``Viewable`` protocol and to navigation only through its
/// coordinator. No HTML, no HTTP, no SQL: it is unit-tested with a spy view and a spy
/// coordinator.
///
/// ```swift
/// final class GreetingPresenter: Presenting {
///     let view: any GreetingViewable
///     private let coordinator: any GreetingCoordinating
///     func load() { view.show(GreetingViewModel(name: name)) }
///     func greet(name: String) { … coordinator.didGreet(name: name) }
/// }
/// ```
public protocol Presenting: AnyObject {
    associatedtype View
    var view: View { get }
}
