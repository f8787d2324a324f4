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
    /// The page's language, for the messages the model and the flash carry.
    private let language: Language

    init(_ dependencies: any AccountDependencies, kind: MailedLinkKind, language: Language) {
        self.language = language
        self.kind = kind
        throttle = SignInThrottleUseCase(attempts: dependencies.signInAttempts, clock: dependencies.clock, policy: dependencies.signInThrottle)
        links = EmailLinkUseCase(dependencies: dependencies, language: language)
    }

    func load() -> Answer<RequestLinkViewModel, Destination> {
        .show(RequestLinkViewModel(kind: kind))
    }

    func submit(_ form: RequestLinkForm, device: SessionDevice) throws -> Answer<RequestLinkViewModel, Destination> {
        var model = RequestLinkViewModel(kind: kind, email: form.email)
        guard let email = validateEmail(form.email).value(reportingTo: &model.emailError, in: language) else { return .problems(model) }
        if case .throttled(let seconds) = try throttle.admitMail(email: email, address: device.clientAddress) {
            model.error = LinkText.tooManyLinksMessage(retryAfterSeconds: seconds, in: language)
            return .throttled(model, retryAfterSeconds: seconds)
        }
        switch kind {
        case .passwordReset:
            try links.sendPasswordReset(to: email)
            return .go(.signIn, flash: .info(LinkText.resetLinkSent.text(in: language, .text("email", email))))
        case .signIn:
            try links.sendSignInLink(to: email)
            return .go(.signIn, flash: .info(LinkText.signInLinkSent.text(in: language, .text("email", email))))
        }
    }
}
