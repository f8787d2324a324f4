import ScreenKit

/// Starts a form that mails a link ("forgot your password?", "mail me a sign-in link") for
/// one request and decides where the flow goes next.
final class RequestLinkCoordinator: Coordinating, RequestLinkCoordinating {
    private let navigator: Navigator
    private let kind: MailedLinkKind
    private let action: FormAction<RequestLinkForm>
    private let dependencies: AccountDependencies
    private let page = Page<RequestLinkView>()
    private var outcome: Outcome?

    init(navigator: Navigator, kind: MailedLinkKind, action: FormAction<RequestLinkForm>, dependencies: AccountDependencies) {
        self.navigator = navigator
        self.kind = kind
        self.action = action
        self.dependencies = dependencies
    }

    func start() throws -> Outcome {
        let presenter = RequestLinkPresenter(view: page, coordinator: self, kind: kind, dependencies: dependencies)
        switch action {
        case .show:
            presenter.load()
        case .submit(let form):
            try presenter.submit(form, device: navigator.device)
        }
        return outcome ?? .show(page)
    }

    func didSendLink(_ kind: MailedLinkKind, to email: String) {
        let message = kind == .passwordReset ? AccountMessages.resetLinkSent(to: email) : AccountMessages.signInLinkSent(to: email)
        outcome = .redirect(to: AccountPaths.signIn.location, flash: .info(message))
    }
}
