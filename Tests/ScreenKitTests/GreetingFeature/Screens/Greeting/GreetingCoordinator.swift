import ScreenKit

/// Builds the greeting presenter for a saved greeting's page.
struct GreetingCoordinator: Coordinator {
    typealias View = GreetingView

    let dependencies: any GreetingDependencies

    func start(_ request: ScreenRequest<SignedInUser?, Int, NoFields>) throws -> Answer<GreetingViewModel, GreetingPresenter.Destination> {
        try GreetingPresenter(dependencies).load(id: request.parameters)
    }

    func location(of destination: GreetingPresenter.Destination) -> String {
        switch destination {
        case .greeting(let id): GreetingPaths.greeting(id)
        }
    }
}
