import ScreenKit

/// Starts the page a sign-in link opens for one request and decides where the flow goes next.
///
/// Opening the link shows a button rather than signing in at once: mail scanners fetch the
/// links in a message, and a GET that used the link up would leave the member a dead one.
final class OpenSignInLinkCoordinator: Coordinating, OpenSignInLinkCoordinating {
    private let navigator: Navigator
    private let action: FormAction<OpenSignInLinkForm>
    private let dependencies: AccountDependencies
    private let flow: any FlowType<AccountDestination>
    private let page = Page<OpenSignInLinkView>()
    private var outcome: Outcome?

    init(navigator: Navigator, action: FormAction<OpenSignInLinkForm>, dependencies: AccountDependencies, flow: any FlowType<AccountDestination>) {
        self.navigator = navigator
        self.action = action
        self.dependencies = dependencies
        self.flow = flow
    }

    func start() throws -> Outcome {
        let presenter = OpenSignInLinkPresenter(view: page, coordinator: self, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load(token: navigator.query["token"] ?? "")
        case .submit(let form):
            try presenter.signIn(
                token: form.token, remember: form.remembers, device: navigator.device, sessionIDHash: navigator.sessionIDHash)
        }
        return outcome ?? .show(page)
    }

    func didSignIn(_ member: SignedInUser, remember: Bool, passwordRemoved: Bool) throws {
        try navigator.signIn(member, remember: remember)
        outcome = passwordRemoved
            ? .redirect(to: AccountPaths.changePassword.location, flash: .info(AccountMessages.signedInPasswordRemoved))
            : .redirect(to: flow.location(of: .userDetail(id: member.id)), flash: .success(AccountMessages.signedInWithLink))
    }
}
