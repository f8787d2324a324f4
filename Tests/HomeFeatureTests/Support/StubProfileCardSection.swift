import ScreenKit
import ViewCode

/// Stands in for the user feature's profile card: the same id, shown only to a signed-in viewer.
struct StubProfileCardSection: SectionProvider {
    struct Model: Encodable, Sendable {
        let name: String
    }

    var sectionID: String { "profileCard" }

    func load(for viewer: SignedInUser?) throws -> Model? {
        viewer.map { Model(name: $0.name) }
    }

    @HTMLBuilder func content(for model: Model) -> some HTML {
        Card(title: model.name) {
            P("Your card")
        }
    }
}
