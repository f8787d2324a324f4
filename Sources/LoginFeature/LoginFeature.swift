import HTTPCore
public import ScreenKit

/// Signing in, signing up and signing out: `GET`/`POST /login`, `GET`/`POST /register` and
/// `POST /logout`.
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
        router.get(LoginRoutes.signIn) { [dependencies, flow] context in
            LoginCoordinator(
                navigator: context.navigator, dependencies: dependencies, flow: flow,
                action: .form(next: context.query["next"]))
        }
        router.post(LoginRoutes.signIn) { [dependencies, flow] context in
            LoginCoordinator(
                navigator: context.navigator, dependencies: dependencies, flow: flow,
                action: .signIn(
                    email: context.form["email"] ?? "", password: context.form["password"] ?? "",
                    next: context.form["next"]))
        }
        router.get(LoginRoutes.register) { [dependencies, flow] context in
            RegisterCoordinator(navigator: context.navigator, dependencies: dependencies, flow: flow, action: .form)
        }
        router.post(LoginRoutes.register) { [dependencies, flow] context in
            RegisterCoordinator(
                navigator: context.navigator, dependencies: dependencies, flow: flow,
                action: .register(
                    name: context.form["name"] ?? "", email: context.form["email"] ?? "",
                    password: context.form["password"] ?? "",
                    passwordConfirmation: context.form["password_confirmation"] ?? ""))
        }
        router.post(LoginRoutes.signOut) { context in
            LogoutCoordinator(navigator: context.navigator)
        }
    }
}
