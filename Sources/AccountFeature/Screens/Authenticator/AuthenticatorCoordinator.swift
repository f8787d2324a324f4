import ScreenKit

/// Builds the authenticator settings' presenter for a request: the page (setting up or on) and
/// turning on with a first code.
struct AuthenticatorCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, AuthenticatorForm>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        let presenter = AuthenticatorPresenter(dependencies, viewer: request.viewer, sessions: request.sessions)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form): return try presenter.turnOn(code: form.code, device: request.device)
        }
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        destination.location
    }
}
