import ScreenKit

/// Starts the sign-up screen for one request and decides where the flow goes next.
final class RegisterCoordinator: Coordinating, RegisterCoordinating {
    private let navigator: Navigator
    private let action: FormAction<RegisterForm>
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>
    private let page = Page<RegisterView>()
    private var outcome: Outcome?

    init(navigator: Navigator, action: FormAction<RegisterForm>, dependencies: AccountDependencies, flow: any FlowType<AccountDestination>) {
        self.navigator = navigator
        self.action = action
        self.dependencies = dependencies
        self.flow = flow
    }

    func start() throws -> Outcome {
        let presenter = RegisterPresenter(view: page, coordinator: self, dependencies: dependencies)
        switch action {
        case .show:
            presenter.load()
        case .submit(let form):
            try presenter.register(
                name: form.name, email: form.email, password: form.password, passwordConfirmation: form.passwordConfirmation,
                device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didRegister(_ user: SignedInUser, welcome: String) throws {
        try navigator.signIn(user)
        outcome = .redirect(to: .userDetail(id: user.id), in: flow, flash: .success(welcome))
    }
}
