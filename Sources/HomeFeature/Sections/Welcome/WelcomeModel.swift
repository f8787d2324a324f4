/// The welcome section's JSON: its greeting, and whether the viewer is signed in.
struct WelcomeModel: Encodable, Equatable, Sendable {
    let message: String
    let signedIn: Bool
}
