import ScreenKit

/// Builds the sign-in screen's presenter for a request; a member signed in goes on to `next`,
/// or to their page.
struct LoginCoordinator: Coordinator {
    typealias View = LoginView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(_ request: ScreenRequest<SignedInUser?, Void, SignInForm>) throws -> Answer<LoginViewModel, LoginPresenter.Destination> {
        let presenter = LoginPresenter(dependencies)
        switch request.action {
        case .show:
            return presenter.load(next: request.query["next"])
        case .submit(let form):
            return try presenter.signIn(
                email: form.email, password: form.password, remember: form.remembers, next: form.next, device: request.device,
                browserTrust: request.browserTrust)
        }
    }

    func location(of destination: LoginPresenter.Destination) -> String {
        switch destination {
        case .next(let path): path
        case .memberPage(let id): flow.location(of: .userDetail(id: id))
        case .secondStep: AccountPaths.secondStep.location
        }
    }
}
