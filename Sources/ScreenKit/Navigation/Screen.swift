public import HTTPCore
public import ViewCode

/// What a screen's page shows: the title, the status the presenter's outcome calls for, the
/// view model (sent as JSON to JSON clients) and the view code (rendered for browsers).
///
/// The page class of a screen implements both this and the screen's ``Viewable`` protocol:
/// the presenter tells it what to show, the ``Navigator`` renders it.
///
/// ```swift
/// final class GreetingPage: Screen, GreetingViewable {
///     private(set) var model = GreetingViewModel()
///     private(set) var status = HTTPStatus.ok
///     var title: String { "Greeting" }
///     var content: some HTML { GreetingView(model: model) }
///     func show(_ model: GreetingViewModel) { self.model = model }
/// }
/// ```
public protocol Screen {
    associatedtype Model: Encodable
    associatedtype Content: HTML

    /// The screen's name, shown in the `<title>`.
    var title: String { get }
    var status: HTTPStatus { get }
    var model: Model { get }
    @HTMLBuilder var content: Content { get }
}
