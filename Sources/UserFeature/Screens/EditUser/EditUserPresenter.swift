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
    private let validateLocation = LocationValidatorUseCase()

    init(_ dependencies: any UserDependencies, viewer: SignedInUser) {
        users = dependencies.users
        self.viewer = viewer
    }

    /// The form with the stored profile.
    func load(id: Int) throws -> Answer<EditUserViewModel, Destination> {
        guard id == viewer.id else { return .forbidden(UserText.editingForbidden.text()) }
        guard let user = try users.user(id: id) else { return .notFound(UserText.noSuchMember.text()) }
        return .show(EditUserViewModel(id: user.id, name: user.name, bio: user.bio, location: user.location))
    }

    /// Saves the profile when every field is valid; otherwise shows each field's problem next
    /// to it, keeping what was typed. A `nil` location keeps the stored one.
    func save(id: Int, name: String, bio: String, location: String? = nil) throws -> Answer<EditUserViewModel, Destination> {
        guard id == viewer.id else { return .forbidden(UserText.editingForbidden.text()) }
        var model = EditUserViewModel(id: id, name: name, bio: bio, location: location ?? "")
        let validName = validateName(name).value(reportingTo: &model.nameError)
        let validBio = validateBio(bio).value(reportingTo: &model.bioError)
        let validLocation = location.flatMap { validateLocation($0).value(reportingTo: &model.locationError) }
        guard let validName, let validBio, model.locationError == nil else { return .problems(model) }
        guard try users.updateProfile(id: id, name: validName, bio: validBio, location: validLocation)
        else { return .notFound(UserText.noSuchMember.text()) }
        return .go(.profile(id: id), flash: .success(UserText.profileSaved.text()))
    }
}
