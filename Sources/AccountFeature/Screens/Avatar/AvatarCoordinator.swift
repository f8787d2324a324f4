import ScreenKit

/// Builds the picture screen for a request: the screen (`GET`) or an upload (`POST`);
/// ``RemoveAvatarCoordinator`` removes the picture.
struct AvatarCoordinator: Coordinator {
    typealias View = AvatarView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(_ request: ScreenRequest<SignedInUser, Void, AvatarForm>) throws -> Answer<AvatarViewModel, AvatarPresenter.Destination> {
        let presenter = AvatarPresenter(dependencies, viewer: request.viewer, flow: flow)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form): return try presenter.upload(form.avatar?.bytes ?? [])
        }
    }

    func location(of destination: AvatarPresenter.Destination) -> String {
        switch destination { case .avatar: AccountPaths.avatar.location }
    }
}

/// Removes the member's picture; the initials show again.
struct RemoveAvatarCoordinator: Coordinator {
    typealias View = AvatarView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<AvatarViewModel, AvatarPresenter.Destination> {
        try AvatarPresenter(dependencies, viewer: request.viewer, flow: flow).remove()
    }

    func location(of destination: AvatarPresenter.Destination) -> String {
        switch destination { case .avatar: AccountPaths.avatar.location }
    }
}
