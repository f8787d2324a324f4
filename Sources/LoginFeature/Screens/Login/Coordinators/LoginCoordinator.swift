import ScreenKit

/// Starts the sign-in screen for one request and decides where the flow goes next.
final class LoginCoordinator: Coordinating, LoginCoordinating {
    private let navigator: Navigator
    private let action: FormAction<SignInForm>
    private let dependencies: LoginDependencies
    private let flow: any FlowType<LoginDestination>
    private let page = Page<LoginView>()
    private var outcome: Outcome?

    init(navigator: Navigator, action: FormAction<SignInForm>, dependencies: LoginDependencies, flow: any FlowType<LoginDestination>) {
        self.navigator = navigator
        self.action = action
        self.dependencies = dependencies
        self.flow = flow
    }

    func start() throws -> Outcome {
        let presenter = LoginPresenter(view: page, coordinator: self, dependencies: dependencies)
        switch action {
        case .show:
            presenter.load(next: navigator.query["next"])
        case .submit(let form):
            try presenter.signIn(email: form.email, password: form.password, next: form.next, clientAddress: navigator.clientAddress)
        }
        return outcome ?? .show(page)
    }

    func didSignIn(_ user: SignedInUser, next: String?) throws {
        try navigator.signIn(user)
        outcome = .redirect(to: next ?? flow.location(of: .userDetail(id: user.id)))
    }
}
