/// What a presenter may tell its view. A presenter never sees HTML or HTTP: it shows a model,
/// and says whether the user must correct something or wait; the screen's ``Page`` turns that
/// into the view code and the status.
///
/// ```swift
/// final class EditUserPresenter: Presenting {
///     let view: any Viewable<EditUserViewModel>
///     func save(id: Int, name: String, bio: String) throws {
///         guard let name = validName(name) else {
///             view.showProblems(EditUserViewModel(id: id, name: name, nameError: "Enter your name."))
///             return
///         }
///         …
///     }
/// }
/// ```
public protocol Viewable<Model>: AnyObject {
    associatedtype Model

    /// Shows the screen with `model`.
    func show(_ model: Model)

    /// Shows the screen again with what the user must correct, such as a form with a message
    /// next to each refused field (422).
    func showProblems(_ model: Model)

    /// Shows the screen refusing to go on for now (429), asking to try again after
    /// `retryAfterSeconds`.
    func showThrottled(_ model: Model, retryAfterSeconds: Int)
}
