import Domain
import ScreenKit

/// Asking for a password reset link or a sign-in link: the same answer, after the same work,
/// whether or not the address has an account (a member gets the link, any other address a
/// note saying no account uses it); throttled per address typed and per client.
final class RequestLinkPresenter: Presenting {
    let view: any Viewable<RequestLinkViewModel>
    private let coordinator: any RequestLinkCoordinating
    private let kind: MailedLinkKind
    private let validateEmail = EmailValidatorUseCase()
    private let throttle: SignInThrottleUseCase
    private let links: EmailLinkUseCase

    init(
        view: any Viewable<RequestLinkViewModel>, coordinator: any RequestLinkCoordinating, kind: MailedLinkKind,
        dependencies: AccountDependencies
    ) {
        self.view = view
        self.coordinator = coordinator
        self.kind = kind
        throttle = SignInThrottleUseCase(attempts: dependencies.attempts, clock: dependencies.clock, policy: dependencies.throttle)
        links = EmailLinkUseCase(dependencies: dependencies)
    }

    func load() {
        view.show(RequestLinkViewModel(kind: kind))
    }

    func submit(_ form: RequestLinkForm, device: SessionDevice) throws {
        var model = RequestLinkViewModel(kind: kind, email: form.email)
        guard let email = validateEmail(form.email).value(reportingTo: &model.emailError) else {
            view.showProblems(model)
            return
        }
        if case .throttled(let seconds) = try throttle.admitMail(email: email, address: device.clientAddress) {
            model.error = AccountMessages.tooManyLinks(retryAfterSeconds: seconds)
            view.showThrottled(model, retryAfterSeconds: seconds)
            return
        }
        switch kind {
        case .passwordReset: try links.sendPasswordReset(to: email)
        case .signIn: try links.sendSignInLink(to: email)
        }
        coordinator.didSendLink(kind, to: email)
    }
}
