import ScreenKit

/// Starts the home screen for one request. The screen never navigates, so there is no
/// coordinating protocol for its presenter to talk to.
final class HomeCoordinator: Coordinating {
    private let viewer: SignedInUser?
    private let sections: [any SectionProvider]

    init(viewer: SignedInUser?, sections: [any SectionProvider]) {
        self.viewer = viewer
        self.sections = sections
    }

    func start() throws -> Outcome {
        let page = Page<HomeView>()
        try HomePresenter(view: page, sections: sections).load(viewer: viewer)
        return .show(page)
    }
}
