import ScreenKit

/// The home screen's logic: run every section for the viewer, keep those with something to
/// show. The screen itself never navigates, so there is no coordinating protocol to talk to.
final class HomePresenter: Presenting {
    let view: any HomeViewable
    private let sections: [any SectionProvider]

    init(view: any HomeViewable, sections: [any SectionProvider]) {
        self.view = view
        self.sections = sections
    }

    func load(viewer: SignedInUser?) throws {
        view.show(try LoadedSection.load(sections, for: viewer))
    }
}
