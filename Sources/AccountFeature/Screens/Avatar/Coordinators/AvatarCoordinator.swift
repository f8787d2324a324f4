import ScreenKit

/// Starts the picture screen, or one of its actions, for one request.
final class AvatarCoordinator: Coordinating, AvatarCoordinating {
    enum Action {
        case show
        case upload(AvatarForm)
        case remove
    }

    private let viewer: SignedInUser
    private let action: Action
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>
    private let page = Page<AvatarView>()
    private var outcome: Outcome?

    init(viewer: SignedInUser, action: Action, dependencies: AccountDependencies, flow: any FlowType<AccountDestination>) {
        self.viewer = viewer
        self.action = action
        self.dependencies = dependencies
        self.flow = flow
    }

    func start() throws -> Outcome {
        let presenter = AvatarPresenter(view: page, coordinator: self, viewer: viewer, dependencies: dependencies) { [flow] id, tag in
            flow.location(of: .avatar(id: id, tag: tag))
        }
        switch action {
        case .show:
            try presenter.load()
        case .upload(let form):
            try presenter.upload(form.avatar?.bytes ?? [])
        case .remove:
            try presenter.remove()
        }
        return outcome ?? .show(page)
    }

    func didChangePicture(message: String) {
        outcome = .redirect(to: AccountPaths.avatar.location, flash: .success(message))
    }
}
