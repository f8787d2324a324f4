import Domain
import ScreenKit

/// Changing the address one signs in with: valid and unused as at sign-up (compared by its
/// normalized key), and logged.
final class ChangeEmailPresenter: Presenting {
    let view: any Viewable<ChangeEmailViewModel>
    private let coordinator: any ChangeEmailCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let validateEmail = EmailValidatorUseCase()
    private let securityLog: SecurityLogUseCase

    static let emailTakenMessage = "Another account uses this email."

    init(
        view: any Viewable<ChangeEmailViewModel>, coordinator: any ChangeEmailCoordinating, viewer: SignedInUser,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        users = dependencies.users
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// The form with the stored address.
    func load() throws {
        view.show(ChangeEmailViewModel(email: try users.user(id: viewer.id)?.email ?? ""))
    }

    func change(email: String, device: SessionDevice) throws {
        var model = ChangeEmailViewModel(email: email)
        guard let valid = validateEmail(email).value(reportingTo: &model.emailError) else {
            view.showProblems(model)
            return
        }
        do {
            try users.updateEmail(id: viewer.id, to: valid)
        } catch UserRepositoryError.emailTaken {
            model.emailError = Self.emailTakenMessage
            view.showProblems(model)
            return
        }
        try securityLog.record(.emailChanged, memberID: viewer.id, device: device)
        coordinator.didChangeEmail()
    }
}
