import ScreenKit
import ViewCode

/// The home screen as view code: its heading, then each section in a `<section>` named by
/// the section's id.
struct HomeView: HTMLComponent {
    let sections: [LoadedSection]

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Welcome to ScreenKit")
            ForEach(sections) { section in
                Section(.id(section.id), .class("home-section")) { section }
            }
        }
    }
}
