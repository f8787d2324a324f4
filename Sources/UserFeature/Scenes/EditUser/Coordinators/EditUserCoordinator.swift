import Domain
import HTTPCore
import ScreenKit

/// Starts the profile form for one request and decides where the flow goes next.
final class EditUserCoordinator: Coordinating, EditUserCoordinating {
    enum Action {
        case form
        case save(name: String, bio: String)
    }

    private let navigator: Navigator
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let id: Int
    private let action: Action

    init(navigator: Navigator, viewer: SignedInUser, users: any UserRepository, id: Int, action: Action) {
        self.navigator = navigator
        self.viewer = viewer
        self.users = users
        self.id = id
        self.action = action
    }

    func start() throws {
        let page = EditUserPage()
        let presenter = EditUserPresenter(view: page, coordinator: self, users: users, viewer: viewer)
        navigator.show(page)
        switch action {
        case .form:
            try presenter.load(id: id)
        case .save(let name, let bio):
            try presenter.save(id: id, name: name, bio: bio)
        }
    }

    func didSaveProfile(id: Int) {
        navigator.go(to: UserRoutes.detail(id: id), flash: .success(UserMessages.profileSaved))
    }

    func editingForbidden() {
        navigator.showStatus(.forbidden, message: UserMessages.editingForbidden)
    }

    func memberNotFound() {
        navigator.showStatus(.notFound, message: UserMessages.noSuchMember)
    }
}
