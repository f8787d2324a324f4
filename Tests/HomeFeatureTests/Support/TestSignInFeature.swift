import ScreenKit

/// A route that exists only in tests: `GET /test/sign-in/{id}` starts a session for one of
/// the ``FixedUsers``, as a real sign-in would, without a password.
struct TestSignInFeature: Feature {
    static func path(for id: Int) -> String {
        "/test/sign-in/\(id)"
    }

    func registerRoutes(on router: inout Router) {
        router.get("/test/sign-in/{id}") { context in
            TestSignInCoordinator(navigator: context.navigator, id: try context.parameters.value("id"))
        }
    }
}
