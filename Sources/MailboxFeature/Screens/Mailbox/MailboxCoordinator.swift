import Domain
import ScreenKit

/// Builds the mailbox for a request from this machine.
struct MailboxCoordinator: Coordinator {
    typealias View = MailboxView

    let dependencies: any MailboxDependencies

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<MailboxViewModel, Never> {
        guard request.isLocalClient else { return .forbidden(MailboxText.onlyThisMachine.text()) }
        return try MailboxPresenter(outbox: dependencies.outbox).load()
    }
}
