import ScreenKit
import ScreenKitTesting

/// Stands in for the user feature: `GET /users/{id}` shows a page in the kit's shell, so a
/// test can follow a sign-in's redirect, see the flash and the nav bar, and take the
/// session's CSRF token for the next form.
struct MemberPageFeature: Feature {
    func registerRoutes(on router: inout Router) {
        router.get(TestSupportPaths.member, .anyone, MemberPageCoordinator())
    }
}

/// Shows a plain page naming the member.
struct MemberPageCoordinator: Coordinator {
    typealias View = StatusView

    func start(_ request: ScreenRequest<SignedInUser?, Int, NoFields>) throws -> Answer<StatusView.Model, Never> {
        .status(.ok, message: "Member \(request.parameters)")
    }
}
