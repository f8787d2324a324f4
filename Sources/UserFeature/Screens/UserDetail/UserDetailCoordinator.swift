import Domain
import ScreenKit

/// Builds a member's page for a request.
struct UserDetailCoordinator: Coordinator {
    typealias View = UserDetailView

    let dependencies: any UserDependencies

    func start(_ request: ScreenRequest<SignedInUser, Int, NoFields>) throws -> Answer<UserDetailViewModel, Never> {
        try UserDetailPresenter(dependencies, viewer: request.viewer).load(id: request.parameters)
    }
}
