import ScreenKit

/// A fixed set of users for session tests.
enum TestUsers {
    static let ada = SignedInUser(id: 1, name: "Ada Lovelace")
    static let grace = SignedInUser(id: 2, name: "Grace <Hopper>")

    static func user(id: Int) -> SignedInUser? {
        [ada, grace].first { $0.id == id }
    }
}
