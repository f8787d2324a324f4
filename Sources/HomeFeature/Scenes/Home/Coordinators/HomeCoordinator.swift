import ScreenKit

/// Starts the home screen for one request.
final class HomeCoordinator: Coordinating {
    private let navigator: Navigator
    private let sections: [any SectionProvider]

    init(navigator: Navigator, sections: [any SectionProvider]) {
        self.navigator = navigator
        self.sections = sections
    }

    func start() throws {
        let page = HomePage()
        let presenter = HomePresenter(view: page, sections: sections)
        navigator.show(page)
        try presenter.load(viewer: navigator.signedInUser)
    }
}
