import HTTPCore
import ScreenKit
import ViewCode

/// The home screen's page: implements its viewable, and is shown by the navigator. Its JSON
/// is an object keyed by section id.
final class HomePage: Screen, HomeViewable {
    private(set) var sections: [LoadedSection] = []
    let status = HTTPStatus.ok

    var title: String { "Home" }

    var model: SectionModels { SectionModels(sections) }

    var content: some HTML {
        HomeView(sections: sections)
    }

    func show(_ sections: [LoadedSection]) {
        self.sections = sections
    }
}
