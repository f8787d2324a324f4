import Domain
import ScreenKit

/// The kit asks who a session belongs to; the answer comes from the member repository.
struct SignedInUsers: SignedInUserProvider {
    let users: any UserRepository

    func signedInUser(id: Int) throws -> SignedInUser? {
        try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name) }
    }
}
