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
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>

    /// - Parameters:
    ///   - dependencies: Repositories, password hashing, clock and throttling policy.
    ///   - flow: Where ``AccountDestination``s are, in the app's routes.
    public init(dependencies: AccountDependencies, flow: any FlowType<AccountDestination>) {
        self.dependencies = dependencies
        self.flow = flow
    }

    public func registerRoutes(on router: inout Router) {
        router.get(AccountPaths.signIn, .signedOutOnly) { [dependencies, flow] in
            LoginCoordinator(navigator: $0.navigator, action: .show, dependencies: dependencies, flow: flow)
        }
        // Both actions hash a password (argon2id, ~20 ms): they run off the request threads.
        router.post(AccountPaths.signIn, .anyone, form: SignInForm.self, workload: .slow) { [dependencies, flow] in
            LoginCoordinator(navigator: $0.navigator, action: .submit($1), dependencies: dependencies, flow: flow)
        }
        router.get(AccountPaths.register, .signedOutOnly) { [dependencies, flow] in
            RegisterCoordinator(navigator: $0.navigator, action: .show, dependencies: dependencies, flow: flow)
        }
        router.post(AccountPaths.register, .anyone, form: RegisterForm.self, workload: .slow) { [dependencies, flow] in
            RegisterCoordinator(navigator: $0.navigator, action: .submit($1), dependencies: dependencies, flow: flow)
        }
        router.post(AccountPaths.signOut, .anyone) { LogoutCoordinator(navigator: $0.navigator) }
        router.group(.requiresSignIn) { [dependencies, flow] routes in
            routes.get(AccountPaths.settings) {
                SettingsCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: .show, dependencies: dependencies, flow: flow)
            }
            // Cancelling a change of address is always safe: no recent password needed.
            routes.post(AccountPaths.cancelPendingEmail) {
                SettingsCoordinator(
                    navigator: $0.navigator, viewer: $0.viewer, action: .cancelPendingEmail, dependencies: dependencies, flow: flow)
            }
            // Checks a password (argon2id): off the request threads.
            routes.form(AccountPaths.confirmIdentity, ConfirmIdentityForm.self, workload: .slow) {
                ConfirmIdentityCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: $1, dependencies: dependencies)
            }
            routes.get(AccountPaths.devices) {
                DevicesCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: .show, dependencies: dependencies)
            }
            routes.get(AccountPaths.avatar) {
                AvatarCoordinator(viewer: $0.viewer, action: .show, dependencies: dependencies, flow: flow)
            }
            // The picture, its form's other fields and the multipart framing.
            routes.post(AccountPaths.avatar, form: AvatarForm.self, bodyLimit: AvatarImageUseCase.maximumBytes + 64 * 1024) {
                AvatarCoordinator(viewer: $0.viewer, action: .upload($1), dependencies: dependencies, flow: flow)
            }
            routes.post(AccountPaths.removeAvatar) {
                AvatarCoordinator(viewer: $0.viewer, action: .remove, dependencies: dependencies, flow: flow)
            }
            routes.get(AccountPaths.activity) {
                ActivityCoordinator(viewer: $0.viewer, pageText: $0.query["page"], log: dependencies.securityLog)
            }
        }
        // Sensitive: the member must have typed their password within the last few minutes.
        router.group(.requiresRecentSignIn) { [dependencies, flow] routes in
            routes.form(AccountPaths.changePassword, ChangePasswordForm.self, workload: .slow) {
                ChangePasswordCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: $1, dependencies: dependencies)
            }
            routes.form(AccountPaths.changeEmail, ChangeEmailForm.self) {
                ChangeEmailCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: $1, dependencies: dependencies)
            }
            routes.form(AccountPaths.deleteAccount, DeleteAccountForm.self) {
                DeleteAccountCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: $1, users: dependencies.users, flow: flow)
            }
            routes.post(AccountPaths.revokeSession) {
                DevicesCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: .revoke(number: $1), dependencies: dependencies)
            }
            routes.post(AccountPaths.revokeOtherSessions) {
                DevicesCoordinator(navigator: $0.navigator, viewer: $0.viewer, action: .signOutEverywhereElse, dependencies: dependencies)
            }
        }
        // Mailed links: asking for one is for visitors; opening one works for anyone, so a link
        // opened in a browser signed in as someone else still does what it says.
        router.form(AccountPaths.forgotPassword, .signedOutOnly, RequestLinkForm.self) { [dependencies] in
            RequestLinkCoordinator(navigator: $0.navigator, kind: .passwordReset, action: $1, dependencies: dependencies)
        }
        router.form(AccountPaths.signInLink, .signedOutOnly, RequestLinkForm.self) { [dependencies] in
            RequestLinkCoordinator(navigator: $0.navigator, kind: .signIn, action: $1, dependencies: dependencies)
        }
        // Hashes the new password (argon2id): off the request threads.
        router.form(AccountPaths.resetPassword, .anyone, ResetPasswordForm.self, workload: .slow) { [dependencies, flow] in
            ResetPasswordCoordinator(navigator: $0.navigator, action: $1, dependencies: dependencies, flow: flow)
        }
        router.form(AccountPaths.openSignInLink, .anyone, OpenSignInLinkForm.self) { [dependencies, flow] in
            OpenSignInLinkCoordinator(navigator: $0.navigator, action: $1, dependencies: dependencies, flow: flow)
        }
        router.form(AccountPaths.confirmEmail, .anyone, ConfirmEmailForm.self) { [dependencies] in
            ConfirmEmailCoordinator(navigator: $0.navigator, viewer: $0.viewer, kind: .signUp, action: $1, dependencies: dependencies)
        }
        router.form(AccountPaths.confirmEmailChange, .anyone, ConfirmEmailForm.self) { [dependencies] in
            ConfirmEmailCoordinator(navigator: $0.navigator, viewer: $0.viewer, kind: .change, action: $1, dependencies: dependencies)
        }
        router.form(AccountPaths.cancelEmailChange, .anyone, ConfirmEmailForm.self) { [dependencies] in
            ConfirmEmailCoordinator(navigator: $0.navigator, viewer: $0.viewer, kind: .cancelChange, action: $1, dependencies: dependencies)
        }
        router.post(AccountPaths.resendConfirmation, .requiresSignIn) { [dependencies] in
            ResendConfirmationCoordinator(navigator: $0.navigator, viewer: $0.viewer, dependencies: dependencies)
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
