public import ViewCode

/// A screen's view: view code that is a pure function of the model its presenter showed, and
/// the screen's name for the `<title>`. The kit renders it inside the page shell for browsers,
/// alone for `htmx` and Turbo requests, and sends its model as JSON to JSON clients.
///
/// ```swift
/// struct UserDetailView: ScreenView {
///     let model: UserDetailViewModel
///     var title: String { model.name }
///     var body: some HTML {
///         H1(model.name)
///         P(model.bio)
///     }
/// }
/// ```
public protocol ScreenView: HTMLComponent {
    /// What the presenter shows; also the screen's JSON.
    associatedtype Model: Encodable

    init(model: Model)

    /// The screen's name, shown in the `<title>`.
    var title: String { get }
}
