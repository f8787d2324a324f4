import Domain
import ScreenKit

/// Editing one's own profile: only the member themself may see the form or save it; every
/// problem is reported at once, next to its field.
final class EditUserPresenter: Presenting {
    let view: any Viewable<EditUserViewModel>
    private let coordinator: any EditUserCoordinating
    private let users: any UserRepository
    private let viewer: SignedInUser
    private let validateName: NameValidatorUseCase
    private let validateBio: BioValidatorUseCase

    init(view: any Viewable<EditUserViewModel>, coordinator: any EditUserCoordinating, users: any UserRepository, viewer: SignedInUser) {
        self.view = view
        self.coordinator = coordinator
        self.users = users
        self.viewer = viewer
        validateName = NameValidatorUseCase()
        validateBio = BioValidatorUseCase()
    }

    /// The form with the stored profile.
    func load(id: Int) throws {
        guard id == viewer.id else {
            coordinator.editingForbidden()
            return
        }
        guard let user = try users.user(id: id) else {
            coordinator.memberNotFound()
            return
        }
        view.show(EditUserViewModel(id: user.id, name: user.name, bio: user.bio))
    }

    /// Saves the profile when both fields are valid; otherwise shows each field's problem
    /// next to it, keeping what was typed.
    func save(id: Int, name: String, bio: String) throws {
        guard id == viewer.id else {
            coordinator.editingForbidden()
            return
        }
        var model = EditUserViewModel(id: id, name: name, bio: bio)
        let validName = validateName(name).value(reportingTo: &model.nameError)
        let validBio = validateBio(bio).value(reportingTo: &model.bioError)
        guard let validName, let validBio else {
            view.showProblems(model)
            return
        }
        guard try users.updateProfile(id: id, name: validName, bio: validBio) else {
            coordinator.memberNotFound()
            return
        }
        coordinator.didSaveProfile(id: id)
    }
}
