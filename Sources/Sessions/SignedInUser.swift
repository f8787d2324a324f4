/// The member a request is signed in as, as every page needs them: the nav bar's name, and
/// whether their address still waits for confirmation (the shell's banner).
public struct SignedInUser: Sendable, Equatable, Encodable {
    public let id: Int
    public let name: String
    /// `false` until the member opened the link mailed to their current address.
    public let emailConfirmed: Bool

    public init(id: Int, name: String, emailConfirmed: Bool = true) {
        self.id = id
        self.name = name
        self.emailConfirmed = emailConfirmed
    }
}
