import ScreenKit

/// Starts the sign-in screen for one request and decides where the flow goes next.
final class LoginCoordinator: Coordinating, LoginCoordinating {
    enum Action {
        case form(next: String?)
        case signIn(email: String, password: String, next: String?)
    }

    private let navigator: Navigator
    private let dependencies: LoginDependencies
    private let flow: any FlowType<LoginDestination>
    private let action: Action

    init(navigator: Navigator, dependencies: LoginDependencies, flow: any FlowType<LoginDestination>, action: Action) {
        self.navigator = navigator
        self.dependencies = dependencies
        self.flow = flow
        self.action = action
    }

    func start() throws {
        let page = LoginPage()
        let presenter = LoginPresenter(view: page, coordinator: self, dependencies: dependencies)
        navigator.show(page)
        switch action {
        case .form(let next):
            presenter.load(viewer: navigator.signedInUser, next: next)
        case .signIn(let email, let password, let next):
            try presenter.signIn(email: email, password: password, next: next, clientAddress: navigator.clientAddress)
        }
    }

    func showSignedInUser(id: Int) {
        navigator.go(to: flow.location(of: .userDetail(id: id)))
    }

    func didSignIn(_ user: SignedInUser, next: String?) throws {
        try navigator.signIn(user)
        navigator.go(to: next ?? flow.location(of: .userDetail(id: user.id)))
    }

    func signInThrottled(retryAfterSeconds: Int) {
        navigator.addResponseHeader("Retry-After", String(retryAfterSeconds))
    }
}
