import Domain
import ScreenKit

/// Builds one message of the mailbox for a request from this machine: its page, or its HTML
/// part as a sandboxed document of its own.
struct MailboxMessageCoordinator: Coordinator {
    typealias View = MailboxMessageView

    enum Part {
        case page
        case html
    }

    let part: Part
    let dependencies: any MailboxDependencies

    func start(_ request: ScreenRequest<SignedInUser?, Int, NoFields>) throws -> Answer<MailboxMessageViewModel, Never> {
        guard request.isLocalClient else { return .forbidden(MailboxText.onlyThisMachine.text()) }
        let presenter = MailboxMessagePresenter(outbox: dependencies.outbox)
        switch part {
        case .page: return try presenter.load(id: request.parameters)
        case .html: return try presenter.html(id: request.parameters)
        }
    }
}
