import Domain
import ScreenKit

/// Deleting one's account, once the member has typed their own e-mail address: the member,
/// their sessions, security log and avatar go in one transaction.
struct DeleteAccountPresenter {
    enum Destination: Equatable {
        case home
    }

    let users: any UserRepository
    let viewer: SignedInUser

    /// The form, naming the address to type.
    func load() throws -> Answer<DeleteAccountViewModel, Destination> {
        .show(DeleteAccountViewModel(email: try users.user(id: viewer.id)?.email ?? ""))
    }

    /// Deletes the account when `typedEmail` is the member's address (compared as at sign-in:
    /// case and Unicode spelling aside), and signs this browser out; otherwise nothing changes.
    func delete(typedEmail: String) throws -> Answer<DeleteAccountViewModel, Destination> {
        let deleted = Answer<DeleteAccountViewModel, Destination>.go(.home, flash: .info(SettingsText.deleted.text())).signingOut()
        guard let member = try users.user(id: viewer.id) else { return deleted }
        guard EmailKey.of(typedEmail) == EmailKey.of(member.email) else {
            return .problems(DeleteAccountViewModel(email: member.email, emailError: SettingsText.deleteMismatch.text()))
        }
        try users.delete(id: member.id)
        return deleted
    }
}
