/// A presenter: all of a screen's logic, built per request from use cases, talking to its view
/// only through ``Viewable`` and to navigation only through its coordinator's protocol. No
/// HTML, no HTTP, no SQL: it is unit-tested with a spy view and a spy coordinator.
///
/// ```swift
/// final class UserDetailPresenter: Presenting {
///     let view: any Viewable<UserDetailViewModel>
///     private let coordinator: any UserDetailCoordinating
///
///     func load(id: Int) throws {
///         guard let user = try users.user(id: id) else { return coordinator.memberNotFound() }
///         view.show(UserDetailViewModel(user))
///     }
/// }
/// ```
public protocol Presenting: AnyObject {
    /// What the presenter shows.
    associatedtype Model
    var view: any Viewable<Model> { get }
}
