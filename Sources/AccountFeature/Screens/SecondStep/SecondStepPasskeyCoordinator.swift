import ScreenKit

/// A passkey as the second step: `POST /login/code/passkey/options` gives the script a
/// challenge for the waiting member's passkeys, `POST /login/code/passkey` checks the answer.
struct SecondStepPasskeyCoordinator: Coordinator {
    typealias View = SecondStepView

    let step: PasskeyStep
    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(
        _ request: ScreenRequest<SignedInUser?, Void, PasskeyAssertionForm>
    ) throws -> Answer<SecondStepViewModel, SecondStepPresenter.Destination> {
        let presenter = SecondStepPresenter(dependencies)
        guard case .submit(let form) = request.action else { return try presenter.load(pending: request.pendingSignIn) }
        switch step {
        case .options: return try presenter.passkeyOptions(pending: request.pendingSignIn, device: request.device)
        case .verify: return try presenter.verify(passkey: form.assertion, pending: request.pendingSignIn, device: request.device)
        }
    }

    func location(of destination: SecondStepPresenter.Destination) -> String {
        SecondStepCoordinator.location(of: destination, flow: flow)
    }
}
