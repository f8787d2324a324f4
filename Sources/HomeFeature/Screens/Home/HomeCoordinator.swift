import ScreenKit

/// Builds the home screen for a request. It never navigates, so it has no destinations.
struct HomeCoordinator: Coordinator {
    typealias View = HomeView

    let sections: [any SectionProvider]

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<SectionModels, Never> {
        try HomePresenter(sections: sections).load(viewer: request.viewer)
    }
}
