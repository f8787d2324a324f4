import ScreenKit

/// Builds the page a confirmation link opens (the address signed up with, a new one, or the
/// cancel of a change) for a request; afterwards to the settings for a member signed in here,
/// else to the sign-in form.
///
/// Opening the link shows a button rather than confirming at once: mail scanners fetch the
/// links in a message, and a GET that used the link up would confirm for whoever scanned it.
struct ConfirmEmailCoordinator: Coordinator {
    typealias View = ConfirmEmailView

    let kind: ConfirmationKind
    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser?, Void, ConfirmEmailForm>
    ) throws -> Answer<ConfirmEmailViewModel, ConfirmEmailPresenter.Destination> {
        let presenter = ConfirmEmailPresenter(dependencies, kind: kind, viewer: request.viewer)
        switch request.action {
        case .show:
            return try presenter.load(token: request.query["token"] ?? "")
        case .submit(let form):
            return try presenter.confirm(token: form.token, device: request.device, sessionIDHash: request.sessions.idHash)
        }
    }

    func location(of destination: ConfirmEmailPresenter.Destination) -> String {
        switch destination {
        case .settings: AccountPaths.settings.location
        case .signIn: AccountPaths.signIn.location
        case .forgotPassword: AccountPaths.forgotPassword.location
        }
    }
}
