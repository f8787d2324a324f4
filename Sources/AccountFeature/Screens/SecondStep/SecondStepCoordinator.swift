import ScreenKit

/// Builds the second step's presenter for a request, with the sign-in waiting in this browser.
struct SecondStepCoordinator: Coordinator {
    typealias View = SecondStepView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(_ request: ScreenRequest<SignedInUser?, Void, SecondStepForm>) throws -> Answer<SecondStepViewModel, SecondStepPresenter.Destination> {
        let presenter = SecondStepPresenter(dependencies)
        switch request.action {
        case .show: return try presenter.load(pending: request.pendingSignIn)
        case .submit(let form):
            return try presenter.verify(code: form.code, trust: form.trustsBrowser, pending: request.pendingSignIn, device: request.device)
        }
    }

    func location(of destination: SecondStepPresenter.Destination) -> String {
        Self.location(of: destination, flow: flow)
    }

    static func location(of destination: SecondStepPresenter.Destination, flow: any FlowType<AccountDestination>) -> String {
        switch destination {
        case .next(let path): path
        case .memberPage(let id): flow.location(of: .userDetail(id: id))
        case .signIn: AccountPaths.signIn.location
        }
    }
}
