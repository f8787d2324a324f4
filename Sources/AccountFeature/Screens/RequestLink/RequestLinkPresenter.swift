import Domain
import ScreenKit

/// Asking for a password reset link or a sign-in link: the same answer, after the same work,
/// whether or not the address has an account (a member gets the link, any other address a
/// note saying no account uses it); throttled per address typed and per client.
struct RequestLinkPresenter {
    enum Destination: Equatable {
        case signIn
    }

    private let kind: MailedLinkKind
    private let validateEmail = EmailValidatorUseCase()
    private let throttle: SignInThrottleUseCase
    private let links: EmailLinkUseCase

    init(_ dependencies: any AccountDependencies, kind: MailedLinkKind) {
        self.kind = kind
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        links = EmailLinkUseCase(dependencies: dependencies)
    }

    func load() -> Answer<RequestLinkViewModel, Destination> {
        .show(RequestLinkViewModel(kind: kind))
    }

    func submit(_ form: RequestLinkForm, device: SessionDevice) throws -> Answer<RequestLinkViewModel, Destination> {
        var model = RequestLinkViewModel(kind: kind, email: form.email)
        guard let email = validateEmail(form.email).value(reportingTo: &model.emailError) else { return .problems(model) }
        if case .throttled(let seconds) = try throttle.admitMail(email: email, address: device.clientAddress) {
            model.error = LinkText.tooManyLinksMessage(retryAfterSeconds: seconds)
            return .throttled(model, retryAfterSeconds: seconds)
        }
        switch kind {
        case .passwordReset:
            try links.sendPasswordReset(to: email)
            return .go(.signIn, flash: .info(LinkText.resetLinkSent.text(.text("email", email))))
        case .signIn:
            try links.sendSignInLink(to: email)
            return .go(.signIn, flash: .info(LinkText.signInLinkSent.text(.text("email", email))))
        }
    }
}
