import ScreenKit

/// Starts the sign-in screen for one request and decides where the flow goes next.
final class LoginCoordinator: Coordinating, LoginCoordinating {
    private let navigator: Navigator
    private let action: FormAction<SignInForm>
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>
    private let page = Page<LoginView>()
    private var outcome: Outcome?

    init(navigator: Navigator, action: FormAction<SignInForm>, dependencies: AccountDependencies, flow: any FlowType<AccountDestination>) {
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
            try presenter.signIn(
                email: form.email, password: form.password, remember: form.remembers, next: form.next, device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didSignIn(_ user: SignedInUser, remember: Bool, next: String?) throws {
        try navigator.signIn(user, remember: remember)
        outcome = .redirect(to: next ?? flow.location(of: .userDetail(id: user.id)))
    }
}
