/// A coordinator: one per screen, built per request with non-optional inputs (route
/// parameters, the signed-in viewer, the form that was sent). It builds the presenter with the
/// screen's ``Page``, runs the action the route asked for, and answers with an ``Outcome``:
/// the page, a redirect, or a status screen.
///
/// ```swift
/// final class EditUserCoordinator: Coordinating, EditUserCoordinating {
///     private let page = Page<EditUserView>()
///     private var outcome: Outcome?
///
///     func start() throws -> Outcome {
///         let presenter = EditUserPresenter(view: page, coordinator: self, users: users, viewer: viewer)
///         switch action {
///         case .show: try presenter.load(id: id)
///         case .submit(let form): try presenter.save(id: id, name: form.name, bio: form.bio)
///         }
///         return outcome ?? .show(page)
///     }
///
///     func didSaveProfile(id: Int) {
///         outcome = .redirect(to: UserPaths.detail(id), flash: .success("Profile saved"))
///     }
/// }
/// ```
public protocol Coordinating: AnyObject {
    /// Runs the screen's action and says how the request ends.
    func start() throws -> Outcome
}
