import ScreenKit

/// Turns the second step off, with a code.
struct TurnOffAuthenticatorCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, AuthenticatorForm>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        guard case .submit(let form) = request.action else { return .go(.settings) }
        return try AuthenticatorPresenter(dependencies, viewer: request.viewer, sessions: request.sessions).turnOff(code: form.code, device: request.device)
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        destination.location
    }
}
