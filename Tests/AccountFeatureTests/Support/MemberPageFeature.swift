import ScreenKit
import ScreenKitTesting

/// Stands in for the user feature: `GET /users/{id}` shows a page in the kit's shell, so a
/// test can follow a sign-in's redirect, see the flash and the nav bar, and take the
/// session's CSRF token for the next form.
struct MemberPageFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.get(TestSupportPaths.member, .anyone) { _, id in MemberPageCoordinator(id: id) }
    }
}

/// Shows a plain page naming the member.
final class MemberPageCoordinator: Coordinating {
    private let id: Int

    init(id: Int) {
        self.id = id
    }

    func start() throws -> Outcome {
        .status(.ok, message: "Member \(id)")
    }
}
