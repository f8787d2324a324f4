import ScreenKit

/// The first section of the home screen: a returning member is greeted by name; a visitor is
/// told what this is and shown the ways in.
struct WelcomeSection: SectionProvider {
    let flow: any FlowType<HomeDestination>

    var sectionID: String { "welcome" }

    func load(for viewer: SignedInUser?) throws -> WelcomeModel? {
        guard let viewer else {
            return WelcomeModel(message: HomeText.visitorMessage.text(), signedIn: false)
        }
        // The catalog keeps a name's full stop single.
        let message = HomeText.welcomeBack.text(.text("name", viewer.name))
        return WelcomeModel(message: message, signedIn: true)
    }

    func content(for model: WelcomeModel) -> WelcomeView {
        WelcomeView(model: model, signInPath: flow.location(of: .signIn), registerPath: flow.location(of: .register))
    }
}

/// The welcome section's JSON: its greeting, and whether the viewer is signed in.
struct WelcomeModel: Encodable, Equatable, Sendable {
    let message: String
    let signedIn: Bool
}
