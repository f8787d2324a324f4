import Domain
import ScreenKit

/// Starts the profile form for one request and decides where the flow goes next.
final class EditUserCoordinator: Coordinating, EditUserCoordinating {
    private let viewer: SignedInUser
    private let id: Int
    private let action: FormAction<EditUserForm>
    private let users: any UserRepository
    private let page = Page<EditUserView>()
    private var outcome: Outcome?

    init(viewer: SignedInUser, id: Int, action: FormAction<EditUserForm>, users: any UserRepository) {
        self.viewer = viewer
        self.id = id
        self.action = action
        self.users = users
    }

    func start() throws -> Outcome {
        let presenter = EditUserPresenter(view: page, coordinator: self, users: users, viewer: viewer)
        switch action {
        case .show:
            try presenter.load(id: id)
        case .submit(let form):
            try presenter.save(id: id, name: form.name, bio: form.bio)
        }
        return outcome ?? .show(page)
    }

    func didSaveProfile(id: Int) {
        outcome = .redirect(to: UserPaths.detail(id), flash: .success(UserMessages.profileSaved))
    }

    func editingForbidden() {
        outcome = .forbidden(UserMessages.editingForbidden)
    }

    func memberNotFound() {
        outcome = .notFound(UserMessages.noSuchMember)
    }
}
