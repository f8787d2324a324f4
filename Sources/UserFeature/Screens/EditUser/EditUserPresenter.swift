import Domain
import ScreenKit

/// Editing one's own profile: only the member themself may see the form or save it; every
/// problem is reported at once, next to its field.
struct EditUserPresenter {
    enum Destination: Equatable {
        /// The member's page, after the profile was saved.
        case profile(id: Int)
    }

    private let users: any UserRepository
    private let viewer: SignedInUser
    private let validateName = NameValidatorUseCase()
    private let validateBio = BioValidatorUseCase()
    /// The page's language, for the messages the model and the flash carry.
    private let language: Language

    init(_ dependencies: any UserDependencies, viewer: SignedInUser, language: Language) {
        self.language = language
        users = dependencies.users
        self.viewer = viewer
    }

    /// The form with the stored profile.
    func load(id: Int) throws -> Answer<EditUserViewModel, Destination> {
        guard id == viewer.id else { return .forbidden(UserText.editingForbidden.text(in: language)) }
        guard let user = try users.user(id: id) else { return .notFound(UserText.noSuchMember.text(in: language)) }
        return .show(EditUserViewModel(id: user.id, name: user.name, bio: user.bio))
    }

    /// Saves the profile when both fields are valid; otherwise shows each field's problem
    /// next to it, keeping what was typed.
    func save(id: Int, name: String, bio: String) throws -> Answer<EditUserViewModel, Destination> {
        guard id == viewer.id else { return .forbidden(UserText.editingForbidden.text(in: language)) }
        var model = EditUserViewModel(id: id, name: name, bio: bio)
        let validName = validateName(name).value(reportingTo: &model.nameError, in: language)
        let validBio = validateBio(bio).value(reportingTo: &model.bioError, in: language)
        guard let validName, let validBio else { return .problems(model) }
        guard try users.updateProfile(id: id, name: validName, bio: validBio) else { return .notFound(UserText.noSuchMember.text(in: language)) }
        return .go(.profile(id: id), flash: .success(UserText.profileSaved.text(in: language)))
    }
}
