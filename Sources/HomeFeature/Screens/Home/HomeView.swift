import ScreenKit
import ViewCode

/// The home screen: its heading, then each section in a `<section>` named by
/// the section's id. Its JSON is an object keyed by section id, in the same order.
struct HomeView: ScreenView {
    let model: SectionModels

    func title(in language: Language) -> String { HomeText.homeTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(HomeText.homeHeading) }
            ForEach(model.sections) { section in
                Section(.id(section.id), .class("home-section")) { section }
            }
        }
    }
}
