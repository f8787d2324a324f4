import HTTPCore
import ScreenKit

/// The sample feature: registers the greeting screen's routes.
struct GreetingFeature: Feature {
    let greetings: any GreetingRepository

    func registerRoutes(on router: inout Router) {
        router.get("/greetings/new") { [greetings] context in
            GreetingCoordinator(navigator: context.navigator, greetings: greetings, action: .form)
        }
        router.get("/greetings/{id}") { [greetings] context in
            GreetingCoordinator(navigator: context.navigator, greetings: greetings, action: .show(id: try context.parameters.value("id")))
        }
        router.post("/greetings") { [greetings] context in
            GreetingCoordinator(navigator: context.navigator, greetings: greetings, action: .save(name: context.form["name"] ?? ""))
        }
    }
}
