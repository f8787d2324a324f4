import Domain
import ScreenKit

/// Changing the address one signs in with: valid and unused as at sign-up (compared by its
/// normalized key). Nothing changes yet: a link goes to the new address, and the change takes
/// effect (and is logged, and the old address told) when it is opened.
final class ChangeEmailPresenter: Presenting {
    let view: any Viewable<ChangeEmailViewModel>
    private let coordinator: any ChangeEmailCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let validateEmail = EmailValidatorUseCase()
    private let links: EmailLinkUseCase

    static let emailTakenMessage = "Another account uses this email."
    static let sameEmailMessage = "This is already your address."

    init(
        view: any Viewable<ChangeEmailViewModel>, coordinator: any ChangeEmailCoordinating, viewer: SignedInUser,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        users = dependencies.users
        links = EmailLinkUseCase(dependencies: dependencies)
    }

    /// The form with the stored address.
    func load() throws {
        view.show(ChangeEmailViewModel(email: try users.user(id: viewer.id)?.email ?? ""))
    }

    func change(email: String) throws {
        var model = ChangeEmailViewModel(email: email)
        guard let valid = validateEmail(email).value(reportingTo: &model.emailError) else {
            view.showProblems(model)
            return
        }
        guard let member = try users.user(id: viewer.id) else { return }
        if let holder = try users.user(email: valid), holder.id != member.id {
            model.emailError = Self.emailTakenMessage
            view.showProblems(model)
            return
        }
        guard EmailKey.of(valid) != EmailKey.of(member.email) else {
            model.emailError = Self.sameEmailMessage
            view.showProblems(model)
            return
        }
        try links.sendEmailChange(for: member, to: valid)
        coordinator.didRequestChange(to: valid)
    }
}
