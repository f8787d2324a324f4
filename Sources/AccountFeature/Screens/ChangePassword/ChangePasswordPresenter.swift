import Domain
import ScreenKit

/// Changing one's password: the current one must be right and the new one pass the sign-up
/// policy; every problem is reported at once, next to its field, and no password is ever
/// shown back. Checking the current password is throttled and logged as signing in is, so the
/// form is no way to guess it.
struct ChangePasswordPresenter {
    enum Destination: Equatable {
        case settings
    }

    private let viewer: SignedInUser
    private let sessions: any DeviceSessions
    private let users: any UserRepository
    private let passwords: any PasswordHashing
    private let tokens: any EmailTokenRepository
    private let secondSteps: any SecondStepRepository
    private let checkNewPassword = PasswordPolicyUseCase()
    private let checkCurrentPassword: MemberPasswordCheckUseCase
    private let securityLog: SecurityLogUseCase

    init(_ dependencies: any AccountDependencies, viewer: SignedInUser, sessions: any DeviceSessions) {
        self.viewer = viewer
        self.sessions = sessions
        users = dependencies.users
        passwords = dependencies.passwords
        tokens = dependencies.emailTokens
        secondSteps = dependencies.secondSteps
        checkCurrentPassword = MemberPasswordCheckUseCase(dependencies: dependencies)
        securityLog = SecurityLogUseCase(log: dependencies.securityLog, clock: dependencies.clock)
    }

    /// Shows the empty form; without the current password for a member who has none (it was
    /// removed when their address was first proven).
    func load() throws -> Answer<ChangePasswordViewModel, Destination> {
        .show(ChangePasswordViewModel(hasPassword: try users.user(id: viewer.id)?.hasPassword ?? true))
    }

    /// Stores the new password's hash when the current password is right and the new one is
    /// acceptable; logs the change, ends the member's other sessions and renews this one.
    func change(
        currentPassword: String, newPassword: String, confirmation: String, device: SessionDevice
    ) throws -> Answer<ChangePasswordViewModel, Destination> {
        var model = ChangePasswordViewModel()
        guard let member = try users.user(id: viewer.id) else {
            model.currentPasswordError = SecurityText.wrongPassword.text()
            return .problems(model)
        }
        model.hasPassword = member.hasPassword
        // A member without a password has none to check: the route asks for a recent sign-in,
        // which the sign-in link that proved their address gave.
        var currentIsRight = !member.hasPassword
        if member.hasPassword, currentPassword.isEmpty {
            model.currentPasswordError = SecurityText.enterCurrentPassword.text()
        } else if member.hasPassword {
            switch try checkCurrentPassword(currentPassword, of: member, from: device) {
            case .throttled(let seconds):
                model.currentPasswordError = SecurityText.tooManyWrongPasswords.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
                return .throttled(model, retryAfterSeconds: seconds)
            case .wrong:
                model.currentPasswordError = SecurityText.currentPasswordWrong.text()
            case .right:
                currentIsRight = true
            }
        }
        let problems = checkNewPassword(password: newPassword, confirmation: confirmation)
        model.newPasswordError = problems.password.localizedMessage
        model.passwordConfirmationError = problems.confirmation.localizedMessage
        guard currentIsRight, problems.isEmpty else { return .problems(model) }
        try users.updatePasswordHash(id: member.id, to: try passwords.hash(newPassword))
        // A reset or sign-in link sent before the change stops working with the old password, and
        // so does a change of address asked for with it.
        try tokens.revoke(userID: member.id, purposes: [.passwordReset, .magicLink] + EmailTokenPurpose.pendingEmailChange)
        try securityLog.record(.passwordChanged, memberID: member.id, device: device)
        try sessions.signOutEverywhereElse()
        // A browser trusted under the old password skips the second step no more, a sign-in
        // started with it waits for its code no more, and a key set up under it is dropped.
        try secondSteps.endUnfinishedSteps(userID: member.id)
        return Answer.go(.settings, flash: .success(SecurityText.passwordChanged.text())).renewingSession()
    }
}
