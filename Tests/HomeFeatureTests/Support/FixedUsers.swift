import ScreenKit

/// The members a session can belong to in home tests.
enum FixedUsers {
    static let ada = SignedInUser(id: 1, name: "Ada Lovelace")
    static let hostile = SignedInUser(id: 2, name: "<script>alert(1)</script>")

    static func user(id: Int) -> SignedInUser? {
        [ada, hostile].first { $0.id == id }
    }
}
