import ScreenKit
import ViewCode

/// The first section of the home screen: a returning member is greeted by name; a visitor is
/// told what this is and shown the ways in.
struct WelcomeSection: SectionProvider {
    static let visitorMessage = "Members share a short profile here. Sign in to see who has joined, or create an account to join them."

    var sectionID: String { "welcome" }

    func load(for viewer: SignedInUser?) throws -> WelcomeModel? {
        guard let viewer else {
            return WelcomeModel(message: Self.visitorMessage, signedIn: false)
        }
        return WelcomeModel(message: "Welcome back, \(viewer.name).", signedIn: true)
    }

    func content(for model: WelcomeModel) -> some HTML {
        WelcomeView(model: model)
    }
}
