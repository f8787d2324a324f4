/// What a presenter may tell its view: the screen's `…Viewable` protocol refines this one.
///
/// A presenter never sees HTML; it calls intent-named methods on its viewable, and the page
/// that implements them decides how it looks.
///
/// ```swift
/// protocol GreetingViewable: Viewable {
///     func show(_ model: GreetingViewModel)
///     func showNameError(_ message: String)
/// }
/// ```
public protocol Viewable: AnyObject {}
