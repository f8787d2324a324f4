import ScreenKit

/// Stands in for the user feature: `GET /users/{id}` shows a page in the kit's shell, so a
/// test can follow a sign-in's redirect, see the flash and the nav bar, and take the
/// session's CSRF token for the next form.
struct MemberPageFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.get("/users/{id}") { context in
            MemberPageCoordinator(navigator: context.navigator, id: try context.parameters.value("id"))
        }
    }
}
