public import ScreenKit

/// Signing in, signing up and signing out: `GET`/`POST /login`, `GET`/`POST /register` and
/// `POST /logout`. The forms are for visitors (a signed-in user is sent on); posting them works
/// for anyone, so a stale tab still signs in.
///
/// ```swift
/// router.register(LoginFeature(dependencies: dependencies, flow: AppFlow.login))
/// ```
public struct LoginFeature: Feature {
    private let dependencies: LoginDependencies
    private let flow: any FlowType<LoginDestination>

    /// - Parameters:
    ///   - dependencies: Repositories, password hashing, clock and throttling policy.
    ///   - flow: Where ``LoginDestination``s are, in the app's routes.
    public init(dependencies: LoginDependencies, flow: any FlowType<LoginDestination>) {
        self.dependencies = dependencies
        self.flow = flow
    }

    public func registerRoutes(on router: inout Router) {
        router.get(LoginPaths.signIn, .signedOutOnly) { [dependencies, flow] in
            LoginCoordinator(navigator: $0.navigator, action: .show, dependencies: dependencies, flow: flow)
        }
        // Both actions hash a password (argon2id, ~20 ms): they run off the request threads.
        router.post(LoginPaths.signIn, .anyone, form: SignInForm.self, workload: .slow) { [dependencies, flow] in
            LoginCoordinator(navigator: $0.navigator, action: .submit($1), dependencies: dependencies, flow: flow)
        }
        router.get(LoginPaths.register, .signedOutOnly) { [dependencies, flow] in
            RegisterCoordinator(navigator: $0.navigator, action: .show, dependencies: dependencies, flow: flow)
        }
        router.post(LoginPaths.register, .anyone, form: RegisterForm.self, workload: .slow) { [dependencies, flow] in
            RegisterCoordinator(navigator: $0.navigator, action: .submit($1), dependencies: dependencies, flow: flow)
        }
        router.post(LoginPaths.signOut, .anyone) { LogoutCoordinator(navigator: $0.navigator) }
    }
}

/// Screens of other features that signing in and signing up lead to; the app's flow maps each
/// one to its route.
public enum LoginDestination: Sendable {
    /// The detail page of the member with this id.
    case userDetail(id: Int)
}
