import ScreenKit

/// The home screen's logic: run every section for the viewer, keep those with something to
/// show, in order.
struct HomePresenter {
    let sections: [any SectionProvider]

    func load(viewer: SignedInUser?) throws -> Answer<SectionModels, Never> {
        .show(SectionModels(try LoadedSection.load(sections, for: viewer)))
    }
}
