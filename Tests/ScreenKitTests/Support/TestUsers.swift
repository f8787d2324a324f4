import ScreenKit

/// A fixed set of users for session tests.
enum TestUsers {
    static let ada = SignedInUser(id: 1, name: "Ada Lovelace")
    static let grace = SignedInUser(id: 2, name: "Grace <Hopper>")
    /// A member who chose Brazilian Portuguese in their settings.
    static let ana = SignedInUser(id: 3, name: "Ana Néri", language: .brazilianPortuguese)

    static func user(id: Int) -> SignedInUser? {
        [ada, grace, ana].first { $0.id == id }
    }
}
