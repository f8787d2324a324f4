public import Domain
public import ScreenKit

/// Finds a session's user in a repository, as the app does over storage.
public struct RepositorySignedInUsers: SignedInUserProvider {
    public let users: any UserRepository

    public init(users: any UserRepository) {
        self.users = users
    }

    public func signedInUser(id: Int) throws -> SignedInUser? {
        try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name) }
    }
}
