import ScreenKit

/// Builds the sign-up screen's presenter for a request; a new member is greeted on their page.
struct RegisterCoordinator: Coordinator {
    typealias View = RegisterView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(_ request: ScreenRequest<SignedInUser?, Void, RegisterForm>) throws -> Answer<RegisterViewModel, RegisterPresenter.Destination> {
        let presenter = RegisterPresenter(dependencies)
        switch request.action {
        case .show:
            return presenter.load()
        case .submit(let form):
            return try presenter.register(
                name: form.name, email: form.email, password: form.password, passwordConfirmation: form.passwordConfirmation,
                device: request.device)
        }
    }

    func location(of destination: RegisterPresenter.Destination) -> String {
        switch destination { case .memberPage(let id): flow.location(of: .userDetail(id: id)) }
    }
}
