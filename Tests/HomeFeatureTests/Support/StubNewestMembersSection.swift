import ScreenKit
import ViewCode

/// Stands in for the user feature's newest-members section: the same id, a fixed list, shown
/// to everyone.
struct StubNewestMembersSection: SectionProvider {
    struct Model: Encodable, Sendable {
        let names: [String]
    }

    let names: [String]

    var sectionID: String { "newestMembers" }

    func load(for viewer: SignedInUser?) throws -> Model? {
        names.isEmpty ? nil : Model(names: names)
    }

    @HTMLBuilder func content(for model: Model) -> some HTML {
        Card(title: "Newest members") {
            UL {
                for name in model.names {
                    LI { name }
                }
            }
        }
    }
}
