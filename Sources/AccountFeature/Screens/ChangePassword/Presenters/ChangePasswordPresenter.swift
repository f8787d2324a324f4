import Domain
import ScreenKit

/// Changing one's password: the current one must be right and the new one pass the sign-up
/// policy; every problem is reported at once, next to its field, and no password is ever
/// shown back.
final class ChangePasswordPresenter: Presenting {
    let view: any Viewable<ChangePasswordViewModel>
    private let coordinator: any ChangePasswordCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let passwords: any PasswordHashing
    private let checkPassword = PasswordPolicyUseCase()
    private let securityLog: SecurityLogUseCase

    init(
        view: any Viewable<ChangePasswordViewModel>, coordinator: any ChangePasswordCoordinating, viewer: SignedInUser,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        users = dependencies.users
        passwords = dependencies.passwords
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Shows the empty form.
    func load() {
        view.show(ChangePasswordViewModel())
    }

    /// Stores the new password's hash when the current password is right and the new one is
    /// acceptable; logs the change.
    func change(currentPassword: String, newPassword: String, confirmation: String, device: SessionDevice) throws {
        var model = ChangePasswordViewModel()
        let member = try users.user(id: viewer.id)
        if currentPassword.isEmpty {
            model.currentPasswordError = "Enter your current password."
        } else if !passwords.verify(currentPassword, against: member?.passwordHash) {
            model.currentPasswordError = "Your current password is incorrect."
        }
        let problems = checkPassword(password: newPassword, confirmation: confirmation)
        model.newPasswordError = problems.password?.message
        model.passwordConfirmationError = problems.confirmation?.message
        guard let member, model.currentPasswordError == nil, problems.isEmpty else {
            view.showProblems(model)
            return
        }
        try users.updatePasswordHash(id: member.id, to: try passwords.hash(newPassword))
        try securityLog.record(.passwordChanged, memberID: member.id, device: device)
        try coordinator.didChangePassword()
    }
}
