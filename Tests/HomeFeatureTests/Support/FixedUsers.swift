import ScreenKit

/// The members a session can belong to in home tests.
struct FixedUsers: SignedInUserProvider {
    static let ada = SignedInUser(id: 1, name: "Ada Lovelace")
    static let hostile = SignedInUser(id: 2, name: "<script>alert(1)</script>")

    func signedInUser(id: Int) throws -> SignedInUser? {
        [Self.ada, Self.hostile].first { $0.id == id }
    }
}
