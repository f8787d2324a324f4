import Domain
import ScreenKit

/// Routes that exist only in tests: `GET /test/sign-in/{id}` starts a session for the member
/// with that id, as a real sign-in would, without a password; `GET /test/form` shows a page
/// with a form, so an anonymous client holds a valid CSRF token.
struct TestRoutesFeature: Feature {
    static let formPath = "/test/form"

    static func signInPath(for id: Int) -> String {
        "/test/sign-in/\(id)"
    }

    let users: any UserRepository

    func registerRoutes(on router: inout Router) {
        router.get("/test/sign-in/{id}") { [users] context in
            TestSignInCoordinator(navigator: context.navigator, users: users, id: try context.parameters.value("id"))
        }
        router.get(Self.formPath) { context in
            ShowScreenCoordinator(navigator: context.navigator, screen: AnonymousFormScreen())
        }
    }
}
