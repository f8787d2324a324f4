import ScreenKit

/// Builds the authenticator settings' presenter for a request: the page (setting up or on) and
/// turning on with a first code.
struct AuthenticatorCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, AuthenticatorForm>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        let presenter = AuthenticatorPresenter(dependencies, viewer: request.viewer)
        switch request.action {
        case .show: return try presenter.load()
        case .submit(let form): return try presenter.turnOn(code: form.code, device: request.device)
        }
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        AccountPaths.settings.location
    }
}

/// Turns the second step off, with a code.
struct TurnOffAuthenticatorCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, AuthenticatorForm>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        guard case .submit(let form) = request.action else { return .go(.settings) }
        return try AuthenticatorPresenter(dependencies, viewer: request.viewer).turnOff(code: form.code, device: request.device)
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        AccountPaths.settings.location
    }
}

/// Replaces the recovery codes with new ones, shown once.
struct NewRecoveryCodesCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        try AuthenticatorPresenter(dependencies, viewer: request.viewer).replaceRecoveryCodes(device: request.device)
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        AccountPaths.settings.location
    }
}

/// The QR code of the secret being set up, as SVG: an image the page links to, so the page
/// needs no inline markup the Content-Security-Policy would have to allow.
struct AuthenticatorQRCodeCoordinator: Coordinator {
    typealias View = AuthenticatorView

    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser, Void, NoFields>
    ) throws -> Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination> {
        try AuthenticatorPresenter(dependencies, viewer: request.viewer).qrCode()
    }

    func location(of destination: AuthenticatorPresenter.Destination) -> String {
        AccountPaths.settings.location
    }
}
