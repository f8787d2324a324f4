import ScreenKit

/// Starts the new-password form of a reset link for one request and decides where the flow
/// goes next.
final class ResetPasswordCoordinator: Coordinating, ResetPasswordCoordinating {
    private let navigator: Navigator
    private let action: FormAction<ResetPasswordForm>
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>
    private let page = Page<ResetPasswordView>()
    private var outcome: Outcome?

    init(navigator: Navigator, action: FormAction<ResetPasswordForm>, dependencies: AccountDependencies, flow: any FlowType<AccountDestination>) {
        self.navigator = navigator
        self.action = action
        self.dependencies = dependencies
        self.flow = flow
    }

    func start() throws -> Outcome {
        let presenter = ResetPasswordPresenter(view: page, coordinator: self, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load(token: navigator.query["token"] ?? "")
        case .submit(let form):
            try presenter.reset(
                token: form.token, password: form.password, confirmation: form.passwordConfirmation, device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didResetPassword(for member: SignedInUser) throws {
        try navigator.signIn(member)
        outcome = .redirect(to: flow.location(of: .userDetail(id: member.id)), flash: .success(AccountMessages.passwordReset))
    }
}
