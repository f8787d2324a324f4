import ScreenKit

/// Builds a member's picture for a request: no page, the image itself.
struct MemberAvatarCoordinator: Coordinator {
    typealias View = StatusView

    let dependencies: any UserDependencies

    func start(_ request: ScreenRequest<SignedInUser, Int, NoFields>) throws -> Answer<StatusView.Model, Never> {
        try MemberAvatarPresenter(avatars: dependencies.avatars).picture(of: request.parameters, version: request.query["v"])
    }
}
