import ScreenKit

/// Builds the new-password form of a reset link for a request; the member is signed in here
/// and lands on their page.
struct ResetPasswordCoordinator: Coordinator {
    typealias View = ResetPasswordView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(
        _ request: ScreenRequest<SignedInUser?, Void, ResetPasswordForm>
    ) throws -> Answer<ResetPasswordViewModel, ResetPasswordPresenter.Destination> {
        let presenter = ResetPasswordPresenter(dependencies)
        switch request.action {
        case .show:
            return try presenter.load(token: request.query["token"] ?? "")
        case .submit(let form):
            return try presenter.reset(
                token: form.token, password: form.password, confirmation: form.passwordConfirmation, device: request.device)
        }
    }

    func location(of destination: ResetPasswordPresenter.Destination) -> String {
        switch destination {
        case .memberPage(let id): flow.location(of: .userDetail(id: id))
        case .secondStep: AccountPaths.secondStep.location
        }
    }
}
