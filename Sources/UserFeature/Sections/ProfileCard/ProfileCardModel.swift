/// The signed-in viewer's own profile in brief; the profile card's JSON.
public struct ProfileCardModel: Encodable, Equatable, Sendable {
    let id: Int
    let name: String
    /// As typed; empty when they wrote none.
    let bio: String
}
