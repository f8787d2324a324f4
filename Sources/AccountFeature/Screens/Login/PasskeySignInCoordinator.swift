import ScreenKit

/// Signing in with a passkey from the sign-in screen: `POST /login/passkey/options` gives the
/// script a challenge (the screen's JSON), `POST /login/passkey` checks the browser's answer.
struct PasskeySignInCoordinator: Coordinator {
    typealias View = LoginView

    let step: PasskeyStep
    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(
        _ request: ScreenRequest<SignedInUser?, Void, PasskeyAssertionForm>
    ) throws -> Answer<LoginViewModel, LoginPresenter.Destination> {
        let presenter = PasskeySignInPresenter(dependencies)
        guard case .submit(let form) = request.action else { return LoginPresenter(dependencies).load(next: request.query["next"]) }
        switch step {
        case .options: return try presenter.options(next: form.next, device: request.device)
        case .verify: return try presenter.signIn(form.assertion, next: form.next, device: request.device)
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
