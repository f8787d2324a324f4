import ScreenKit

/// A passkey at the sudo prompt: `POST /settings/confirm/passkey/options` gives the script a
/// challenge for the member's passkeys, `POST /settings/confirm/passkey` checks the answer.
struct ConfirmWithPasskeyCoordinator: Coordinator {
    typealias View = ConfirmIdentityView

    let step: PasskeyStep
    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, PasskeyAssertionForm>
    ) throws -> Answer<ConfirmIdentityViewModel, ConfirmIdentityPresenter.Destination> {
        let presenter = ConfirmIdentityPresenter(dependencies, viewer: request.viewer)
        guard case .submit(let form) = request.action else { return try presenter.load(next: request.query["next"]) }
        switch step {
        case .options: return try presenter.passkeyOptions(next: form.next, device: request.device)
        case .verify: return try presenter.confirm(passkey: form.assertion, next: form.next, device: request.device)
        }
    }

    func location(of destination: ConfirmIdentityPresenter.Destination) -> String {
        switch destination {
        case .next(let path): path
        case .settings: AccountPaths.settings.location
        }
    }
}
