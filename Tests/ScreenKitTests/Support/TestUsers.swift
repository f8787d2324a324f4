import HTTPCore
import ScreenKit

/// A fixed set of users for session tests.
struct TestUsers: SignedInUserProvider {
    static let ada = SignedInUser(id: 1, name: "Ada Lovelace")
    static let grace = SignedInUser(id: 2, name: "Grace <Hopper>")

    func signedInUser(id: Int) throws -> SignedInUser? {
        [Self.ada, Self.grace].first { $0.id == id }
    }
}
