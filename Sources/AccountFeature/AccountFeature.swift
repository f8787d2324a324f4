public import ScreenKit

/// Signing in, signing up and signing out: `GET`/`POST /login`, `GET`/`POST /register` and
/// `POST /logout`. The forms are for visitors (a signed-in user is sent on); posting them works
/// for anyone, so a stale tab still signs in.
///
/// And the member's account under `/settings`: the password prompt of sudo mode, the password
/// and e-mail forms and deleting the account (which need a recent password), the devices signed in and the security log.
///
/// And what goes by mail: "forgot your password?" and its reset link, sign-in links, the
/// confirmation of the address signed up with (sent again from the banner) and of a new one.
///
/// ```swift
/// router.register(AccountFeature(dependencies: dependencies, flow: AppFlow.account))
/// ```
public struct AccountFeature: Feature {
    private let dependencies: any AccountDependencies
    private let flow: any FlowType<AccountDestination>

    /// - Parameters:
    ///   - dependencies: Repositories, password hashing, clock, mail settings and throttling.
    ///   - flow: Where ``AccountDestination``s are, in the app's routes.
    public init(dependencies: any AccountDependencies, flow: any FlowType<AccountDestination>) {
        self.dependencies = dependencies
        self.flow = flow
    }

    public func registerRoutes(on router: inout Router) {
        let login = LoginCoordinator(dependencies: dependencies, flow: flow)
        let register = RegisterCoordinator(dependencies: dependencies, flow: flow)
        // The forms are for visitors; posting them works for anyone, so a stale tab still signs
        // in. Both posts hash a password (argon2id, ~20 ms): they run off the request threads.
        router.group(.signedOutOnly) { routes in
            routes.show(AccountPaths.signIn, login)
            routes.show(AccountPaths.register, register)
            routes.form(AccountPaths.forgotPassword, RequestLinkCoordinator(kind: .passwordReset, dependencies: dependencies))
            routes.form(AccountPaths.signInLink, RequestLinkCoordinator(kind: .signIn, dependencies: dependencies))
        }
        router.group(.anyone) { routes in
            routes.post(AccountPaths.signIn, login, workload: .slow)
            routes.post(AccountPaths.register, register, workload: .slow)
            routes.post(AccountPaths.signOut, LogoutCoordinator(dependencies: dependencies))
            routes.post(AccountPaths.passkeySignInOptions, PasskeySignInCoordinator(step: .options, dependencies: dependencies, flow: flow))
            routes.post(AccountPaths.passkeySignIn, PasskeySignInCoordinator(step: .verify, dependencies: dependencies, flow: flow))
            // A passkey form's address opened as a page (a reload after a refused passkey).
            routes.get(AccountPaths.passkeySignIn, BackToFormCoordinator(form: AccountPaths.signIn))
            routes.get(AccountPaths.secondStepPasskey, BackToFormCoordinator(form: AccountPaths.secondStep))
            // Opening a mailed link works for anyone, so a link opened in a browser signed in
            // as someone else still does what it says. A reset hashes the new password.
            routes.form(AccountPaths.resetPassword, ResetPasswordCoordinator(dependencies: dependencies, flow: flow), workload: .slow)
            routes.form(AccountPaths.openSignInLink, OpenSignInLinkCoordinator(dependencies: dependencies, flow: flow))
            // The sign-in waiting for its second step is in a signed cookie, not a session.
            routes.form(AccountPaths.secondStep, SecondStepCoordinator(dependencies: dependencies, flow: flow))
            routes.post(
                AccountPaths.secondStepPasskeyOptions, SecondStepPasskeyCoordinator(step: .options, dependencies: dependencies, flow: flow))
            routes.post(AccountPaths.secondStepPasskey, SecondStepPasskeyCoordinator(step: .verify, dependencies: dependencies, flow: flow))
            routes.form(AccountPaths.confirmEmail, ConfirmEmailCoordinator(kind: .signUp, dependencies: dependencies))
            routes.form(AccountPaths.confirmEmailChange, ConfirmEmailCoordinator(kind: .change, dependencies: dependencies))
            routes.form(AccountPaths.cancelEmailChange, ConfirmEmailCoordinator(kind: .cancelChange, dependencies: dependencies))
        }
        router.group(.requiresSignIn) { routes in
            let settings = SettingsCoordinator(dependencies: dependencies, flow: flow)
            routes.get(AccountPaths.settings, settings)
            // Cancelling a change of address is always safe: no recent password needed.
            routes.post(AccountPaths.cancelPendingEmail, settings)
            // Checks a password (argon2id): off the request threads.
            routes.form(AccountPaths.confirmIdentity, ConfirmIdentityCoordinator(dependencies: dependencies), workload: .slow)
            routes.post(AccountPaths.confirmIdentityPasskeyOptions, ConfirmWithPasskeyCoordinator(step: .options, dependencies: dependencies))
            routes.post(AccountPaths.confirmIdentityPasskey, ConfirmWithPasskeyCoordinator(step: .verify, dependencies: dependencies))
            routes.get(AccountPaths.confirmIdentityPasskey, BackToFormCoordinator(form: AccountPaths.confirmIdentity))
            routes.get(AccountPaths.devices, DevicesCoordinator(dependencies: dependencies))
            routes.form(AccountPaths.languageSetting, LanguageSettingCoordinator(dependencies: dependencies))
            // The picture, its form's other fields and the multipart framing.
            routes.form(
                AccountPaths.avatar, AvatarCoordinator(dependencies: dependencies, flow: flow),
                bodyLimit: AvatarImageUseCase.maximumBytes + 64 * 1024)
            routes.post(AccountPaths.removeAvatar, RemoveAvatarCoordinator(dependencies: dependencies, flow: flow))
            routes.get(AccountPaths.activity, ActivityCoordinator(dependencies: dependencies))
            routes.post(AccountPaths.resendConfirmation, ResendConfirmationCoordinator(dependencies: dependencies))
            // No recent password needed: the form carries codes sealed for this member minutes
            // ago, by a page that needed one.
            routes.post(AccountPaths.recoveryCodesDownload, RecoveryCodesDownloadCoordinator(dependencies: dependencies))
        }
        // Sensitive: the member must have typed their password within the last few minutes.
        router.group(.requiresRecentSignIn) { routes in
            routes.form(AccountPaths.changePassword, ChangePasswordCoordinator(dependencies: dependencies), workload: .slow)
            routes.form(AccountPaths.changeEmail, ChangeEmailCoordinator(dependencies: dependencies))
            routes.form(AccountPaths.deleteAccount, DeleteAccountCoordinator(dependencies: dependencies, flow: flow))
            routes.post(AccountPaths.revokeSession, RevokeDeviceCoordinator(dependencies: dependencies))
            routes.post(AccountPaths.revokeOtherSessions, DevicesCoordinator(dependencies: dependencies))
            routes.form(AccountPaths.authenticator, AuthenticatorCoordinator(dependencies: dependencies))
            routes.get(AccountPaths.authenticatorQRCode, AuthenticatorQRCodeCoordinator(dependencies: dependencies))
            routes.post(AccountPaths.turnOffAuthenticator, TurnOffAuthenticatorCoordinator(dependencies: dependencies))
            routes.form(AccountPaths.newRecoveryCodes, NewRecoveryCodesCoordinator(dependencies: dependencies))
            let passkeys = PasskeysCoordinator(dependencies: dependencies)
            routes.get(AccountPaths.passkeys, passkeys)
            routes.post(AccountPaths.passkeyCreationOptions, passkeys)
            routes.post(AccountPaths.addPasskey, AddPasskeyCoordinator(dependencies: dependencies))
            routes.post(AccountPaths.removePasskey, RemovePasskeyCoordinator(dependencies: dependencies))
        }
    }
}

/// Screens of other features that signing in and signing up lead to; the app's flow maps each
/// one to its route.
public enum AccountDestination: Sendable {
    /// The detail page of the member with this id.
    case userDetail(id: Int)
    /// The profile form of the member with this id.
    case editProfile(id: Int)
    /// The home page, where a deleted account's visitor lands.
    case home
    /// A member's picture, at the address of the version with `tag`.
    case avatar(id: Int, tag: String)
}
