import ScreenKit

/// Starts the sign-up screen for one request and decides where the flow goes next.
final class RegisterCoordinator: Coordinating, RegisterCoordinating {
    enum Action {
        case form
        case register(name: String, email: String, password: String, passwordConfirmation: String)
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
        let page = RegisterPage()
        let presenter = RegisterPresenter(view: page, coordinator: self, dependencies: dependencies)
        navigator.show(page)
        switch action {
        case .form:
            presenter.load(viewer: navigator.signedInUser)
        case .register(let name, let email, let password, let passwordConfirmation):
            try presenter.register(name: name, email: email, password: password, passwordConfirmation: passwordConfirmation)
        }
    }

    func showSignedInUser(id: Int) {
        navigator.go(to: flow.location(of: .userDetail(id: id)))
    }

    func didRegister(_ user: SignedInUser, welcome: String) throws {
        try navigator.signIn(user)
        navigator.go(to: flow.location(of: .userDetail(id: user.id)), flash: .success(welcome))
    }
}
