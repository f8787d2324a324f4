import ScreenKit

/// Builds the page a sign-in link opens for a request; a member signed in goes to their page,
/// or to choose a password when the link removed the one chosen before their address was proven.
///
/// Opening the link shows a button rather than signing in at once: mail scanners fetch the
/// links in a message, and a GET that used the link up would leave the member a dead one.
struct OpenSignInLinkCoordinator: Coordinator {
    typealias View = OpenSignInLinkView

    let dependencies: any AccountDependencies
    let flow: any FlowType<AccountDestination>

    func start(
        _ request: ScreenRequest<SignedInUser?, Void, OpenSignInLinkForm>
    ) throws -> Answer<OpenSignInLinkViewModel, OpenSignInLinkPresenter.Destination> {
        let presenter = OpenSignInLinkPresenter(dependencies)
        switch request.action {
        case .show:
            return try presenter.load(token: request.query["token"] ?? "")
        case .submit(let form):
            return try presenter.signIn(
                token: form.token, remember: form.remembers, device: request.device, sessionIDHash: request.sessions.idHash)
        }
    }

    func location(of destination: OpenSignInLinkPresenter.Destination) -> String {
        switch destination {
        case .memberPage(let id): flow.location(of: .userDetail(id: id))
        case .choosePassword: AccountPaths.changePassword.location
        case .secondStep: AccountPaths.secondStep.location
        }
    }
}
