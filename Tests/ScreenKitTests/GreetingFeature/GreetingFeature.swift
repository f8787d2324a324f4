import ScreenKit

/// The sample feature: the form that saves a greeting and the page that shows one, open to
/// everyone, as a real feature registers its screens.
struct GreetingFeature: Feature {
    let dependencies: any GreetingDependencies

    func registerRoutes(on router: inout Router) {
        router.group(.anyone) { routes in
            // The form is shown at one address and posted to another, so its two methods are
            // registered one by one rather than with `form`.
            routes.show(GreetingPaths.new, NewGreetingCoordinator(dependencies: dependencies))
            routes.post(GreetingPaths.greetings, NewGreetingCoordinator(dependencies: dependencies))
            routes.get(GreetingPaths.greeting, GreetingCoordinator(dependencies: dependencies))
        }
    }
}
