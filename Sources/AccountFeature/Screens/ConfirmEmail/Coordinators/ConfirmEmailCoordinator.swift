import ScreenKit

/// Starts the page a confirmation link opens (the address signed up with, or a new one) for
/// one request and decides where the flow goes next.
///
/// Opening the link shows a button rather than confirming at once: mail scanners fetch the
/// links in a message, and a GET that used the link up would confirm for whoever scanned it.
final class ConfirmEmailCoordinator: Coordinating, ConfirmEmailCoordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser?
    private let kind: ConfirmationKind
    private let action: FormAction<ConfirmEmailForm>
    private let dependencies: AccountDependencies
    private let page = Page<ConfirmEmailView>()
    private var outcome: Outcome?

    init(
        navigator: Navigator, viewer: SignedInUser?, kind: ConfirmationKind, action: FormAction<ConfirmEmailForm>,
        dependencies: AccountDependencies
    ) {
        self.navigator = navigator
        self.viewer = viewer
        self.kind = kind
        self.action = action
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        let presenter = ConfirmEmailPresenter(view: page, coordinator: self, kind: kind, dependencies: dependencies)
        switch action {
        case .show:
            try presenter.load(token: navigator.query["token"] ?? "")
        case .submit(let form):
            try presenter.confirm(token: form.token, device: navigator.device, sessionIDHash: navigator.sessionIDHash)
        }
        return outcome ?? .show(page)
    }

    func didConfirm(message: String, passwordRemoved: Bool) {
        if passwordRemoved {
            outcome = .redirect(to: AccountPaths.forgotPassword.location, flash: .info(message))
            return
        }
        let next = viewer == nil ? AccountPaths.signIn.location : AccountPaths.settings.location
        outcome = .redirect(to: next, flash: .success(message))
    }
}
