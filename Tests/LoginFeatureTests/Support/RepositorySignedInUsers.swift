import Domain
import ScreenKit

/// Finds a session's user in the in-memory repository, as the app does over storage.
struct RepositorySignedInUsers: SignedInUserProvider {
    let users: any UserRepository

    func signedInUser(id: Int) throws -> SignedInUser? {
        try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name) }
    }
}
