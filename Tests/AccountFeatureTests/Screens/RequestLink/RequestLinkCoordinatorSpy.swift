@testable import AccountFeature

/// Records where the presenter of a form that mails a link sent the flow.
final class RequestLinkCoordinatorSpy: RequestLinkCoordinating {
    private(set) var sent: [(kind: MailedLinkKind, email: String)] = []

    func didSendLink(_ kind: MailedLinkKind, to email: String) {
        sent.append((kind, email))
    }
}
