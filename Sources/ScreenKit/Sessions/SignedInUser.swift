/// The user a session belongs to, as every page needs them (the nav bar shows the name).
public struct SignedInUser: Sendable, Equatable, Encodable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
