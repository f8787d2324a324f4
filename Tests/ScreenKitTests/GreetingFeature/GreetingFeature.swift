import ScreenKit

/// The sample feature: registers the greeting screen's routes.
struct GreetingFeature: Feature {
    let greetings: any GreetingRepository

    func registerRoutes(on router: inout Router) {
        router.get(GreetingPaths.new, .anyone) { [greetings] _ in GreetingCoordinator(action: .form, greetings: greetings) }
        router.get(GreetingPaths.greeting, .anyone) { [greetings] in GreetingCoordinator(action: .show(id: $1), greetings: greetings) }
        router.post(GreetingPaths.greetings, .anyone, form: GreetingForm.self) { [greetings] in
            GreetingCoordinator(action: .save($1), greetings: greetings)
        }
    }
}

/// The greeting screens' paths, each written once.
enum GreetingPaths {
    static let new = Path("/greetings/new")
    static let greeting = Path("/greetings/{id}", Int.self)
    static let greetings = Path("/greetings")
}
