import ScreenKit

/// The first section of the home screen: a returning member is greeted by name; a visitor is
/// told what this is and shown the ways in.
struct WelcomeSection: SectionProvider {
    static let visitorMessage = "Members share a short profile here. Sign in to see who has joined, or create an account to join them."

    let flow: any FlowType<HomeDestination>

    var sectionID: String { "welcome" }

    func load(for viewer: SignedInUser?) throws -> WelcomeModel? {
        guard let viewer else {
            return WelcomeModel(message: Self.visitorMessage, signedIn: false)
        }
        // A section is given the viewer, not the request's language: the member's own setting
        // is the language this section can know. The catalog keeps a name's full stop single.
        let message = HomeText.welcomeBack.text(in: viewer.language ?? .fallback, .text("name", viewer.name))
        return WelcomeModel(message: message, signedIn: true)
    }

    func content(for model: WelcomeModel) -> some HTML {
        WelcomeView(model: model, signInPath: flow.location(of: .signIn), registerPath: flow.location(of: .register))
    }
}

/// The welcome section's JSON: its greeting, and whether the viewer is signed in.
struct WelcomeModel: Encodable, Equatable, Sendable {
    let message: String
    let signedIn: Bool
}
