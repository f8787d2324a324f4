import HTTPCore
import ScreenKit
import ViewCode

/// A composite screen: whatever sections its providers loaded, in order.
struct HomeView: ScreenView {
    let model: SectionModels

    func title(in language: Language) -> String { "Home" }

    var body: some HTML {
        H1("Home")
        ForEach(model.sections) { section in
            Section(.id(section.id)) { section }
        }
    }
}

/// A section every visitor sees.
struct WelcomeSection: SectionProvider {
    struct Model: Encodable, Sendable {
        let message: String
    }

    var sectionID: String { "welcome" }

    func load(for viewer: SignedInUser?) throws -> Model? {
        Model(message: viewer.map { "Welcome back, \($0.name)." } ?? "Welcome.")
    }

    @HTMLBuilder func content(for model: Model) -> some HTML {
        P(model.message)
    }
}

/// A section only a signed-in user sees: their own card.
struct ProfileCardSection: SectionProvider {
    struct Model: Encodable, Sendable {
        let id: Int
        let name: String
    }

    var sectionID: String { "profileCard" }

    func load(for viewer: SignedInUser?) throws -> Model? {
        viewer.map { Model(id: $0.id, name: $0.name) }
    }

    @HTMLBuilder func content(for model: Model) -> some HTML {
        Card {
            H2(model.name)
            A(href: GreetingPaths.new.location) { "Write a greeting" }
        }
    }
}
