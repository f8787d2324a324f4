import Domain
import ScreenKit

/// Starts the delete-account form for one request and decides where the flow goes next.
final class DeleteAccountCoordinator: Coordinating, DeleteAccountCoordinating {
    static let deletedMessage = "Your account and everything kept for it are deleted."

    private let navigator: Navigator
    private let viewer: SignedInUser
    private let action: FormAction<DeleteAccountForm>
    private let users: any UserRepository
    private let flow: any FlowType<AccountDestination>
    private let page = Page<DeleteAccountView>()
    private var outcome: Outcome?

    init(
        navigator: Navigator, viewer: SignedInUser, action: FormAction<DeleteAccountForm>, users: any UserRepository,
        flow: any FlowType<AccountDestination>
    ) {
        self.navigator = navigator
        self.viewer = viewer
        self.action = action
        self.users = users
        self.flow = flow
    }

    func start() throws -> Outcome {
        let presenter = DeleteAccountPresenter(view: page, coordinator: self, viewer: viewer, users: users)
        switch action {
        case .show:
            try presenter.load()
        case .submit(let form):
            try presenter.delete(typedEmail: form.email)
        }
        return outcome ?? .show(page)
    }

    func didDeleteAccount() throws {
        try navigator.signOut()
        outcome = .redirect(to: .home, in: flow, flash: .info(Self.deletedMessage))
    }
}
