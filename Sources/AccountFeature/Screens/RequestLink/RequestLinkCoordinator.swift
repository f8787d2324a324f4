import ScreenKit

/// Builds a form that mails a link ("forgot your password?", "mail me a sign-in link") for a
/// request; once sent, back to the sign-in form with the answer that does not say whether the
/// address has an account.
struct RequestLinkCoordinator: Coordinator {
    typealias View = RequestLinkView

    let kind: MailedLinkKind
    let dependencies: any AccountDependencies

    func start(
        _ request: ScreenRequest<SignedInUser?, Void, RequestLinkForm>
    ) throws -> Answer<RequestLinkViewModel, RequestLinkPresenter.Destination> {
        let presenter = RequestLinkPresenter(dependencies, kind: kind)
        switch request.action {
        case .show: return presenter.load()
        case .submit(let form): return try presenter.submit(form, device: request.device)
        }
    }

    func location(of destination: RequestLinkPresenter.Destination) -> String {
        switch destination { case .signIn: AccountPaths.signIn.location }
    }
}
