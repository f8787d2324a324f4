import ScreenKit

/// The home screen's logic: run every section for the viewer, keep those with something to
/// show, in order.
final class HomePresenter: Presenting {
    let view: any Viewable<SectionModels>
    private let sections: [any SectionProvider]

    init(view: any Viewable<SectionModels>, sections: [any SectionProvider]) {
        self.view = view
        self.sections = sections
    }

    func load(viewer: SignedInUser?) throws {
        view.show(SectionModels(try LoadedSection.load(sections, for: viewer)))
    }
}
