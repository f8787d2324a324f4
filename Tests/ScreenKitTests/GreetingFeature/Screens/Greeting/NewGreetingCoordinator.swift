import ScreenKit

/// Builds the greeting presenter for the form: `GET` shows it empty, `POST` saves what was
/// sent and moves on to the saved greeting.
struct NewGreetingCoordinator: Coordinator {
    typealias View = GreetingView

    let dependencies: any GreetingDependencies

    func start(_ request: ScreenRequest<SignedInUser?, Void, GreetingForm>) throws -> Answer<GreetingViewModel, GreetingPresenter.Destination> {
        let presenter = GreetingPresenter(dependencies)
        switch request.action {
        case .show: return presenter.loadForm()
        case .submit(let form): return try presenter.save(name: form.name)
        }
    }

    /// Where the greeting's own screen is, as its coordinator says: the path is mapped once.
    func location(of destination: GreetingPresenter.Destination) -> String {
        GreetingCoordinator(dependencies: dependencies).location(of: destination)
    }
}
