import ScreenKit

/// The composite home screen: the sections its providers load for the viewer.
struct HomeCoordinator: Coordinator {
    typealias View = HomeView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<SectionModels, Never> {
        .show(SectionModels(try LoadedSection.load([WelcomeSection(), ProfileCardSection()], for: request.viewer)))
    }
}
