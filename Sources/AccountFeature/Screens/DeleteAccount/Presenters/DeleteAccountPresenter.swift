import Domain
import ScreenKit

/// Deleting one's account, once the member has typed their own e-mail address: the member,
/// their sessions, security log and avatar go in one transaction.
final class DeleteAccountPresenter: Presenting {
    let view: any Viewable<DeleteAccountViewModel>
    private let coordinator: any DeleteAccountCoordinating
    private let viewer: SignedInUser
    private let users: any UserRepository

    static let mismatchMessage = "Type your e-mail address exactly as shown to confirm."

    init(view: any Viewable<DeleteAccountViewModel>, coordinator: any DeleteAccountCoordinating, viewer: SignedInUser, users: any UserRepository) {
        self.view = view
        self.coordinator = coordinator
        self.viewer = viewer
        self.users = users
    }

    /// The form, naming the address to type.
    func load() throws {
        view.show(DeleteAccountViewModel(email: try users.user(id: viewer.id)?.email ?? ""))
    }

    /// Deletes the account when `typedEmail` is the member's address (compared as at sign-in:
    /// case and Unicode spelling aside); otherwise nothing changes.
    func delete(typedEmail: String) throws {
        guard let member = try users.user(id: viewer.id) else {
            try coordinator.didDeleteAccount()
            return
        }
        guard EmailKey.of(typedEmail) == EmailKey.of(member.email) else {
            view.showProblems(DeleteAccountViewModel(email: member.email, emailError: Self.mismatchMessage))
            return
        }
        try users.delete(id: member.id)
        try coordinator.didDeleteAccount()
    }
}
