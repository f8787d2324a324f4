import Domain
import ScreenKit

/// Builds the profile form's presenter for a request; a saved profile goes back to the page.
struct EditUserCoordinator: Coordinator {
    typealias View = EditUserView

    let dependencies: any UserDependencies

    func start(_ request: ScreenRequest<SignedInUser, Int, EditUserForm>) throws -> Answer<EditUserViewModel, EditUserPresenter.Destination> {
        let presenter = EditUserPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load(id: request.parameters)
        case .submit(let form): return try presenter.save(id: request.parameters, name: form.name, bio: form.bio, location: form.location)
        }
    }

    func location(of destination: EditUserPresenter.Destination) -> String {
        switch destination { case .profile(let id): UserPaths.detail(id) }
    }
}
