public import ScreenKit
import ViewCode

/// Routes that exist only in tests: `GET /test/sign-in/{id}` starts a session for the user
/// with that id, as a real sign-in would, without a password, and moves on to `then`;
/// `GET /test/form` shows a page with a form, so a visitor holds a valid CSRF token.
///
/// ```swift
/// router.register(TestSignInFeature { id in try users.user(id: id).map { SignedInUser(id: $0.id, name: $0.name) } })
/// let client = ScreenClient(application)
/// try client.signIn(as: 1)
/// ```
public struct TestSignInFeature: Feature {
    private let user: @Sendable (Int) throws -> SignedInUser?
    private let then: String

    /// - Parameters:
    ///   - then: Where a sign-in goes next; `/` by default.
    ///   - user: The user with an id, or `nil` (the sign-in then answers 404).
    public init(then: String = TestSupportPaths.home.location, user: @escaping @Sendable (Int) throws -> SignedInUser?) {
        self.then = then
        self.user = user
    }

    public func registerRoutes(on router: inout Router) {
        router.get(TestSupportPaths.testSignIn, .anyone) { [user, then] context, id in
            TestSignInCoordinator(navigator: context.navigator, user: try user(id), then: then)
        }
        router.get(TestSupportPaths.testForm, .anyone) { _ in FormPageCoordinator() }
    }
}

/// Signs the user in and moves on, or answers 404 when there is no such user.
private final class TestSignInCoordinator: Coordinating {
    private let navigator: Navigator
    private let user: SignedInUser?
    private let then: String

    init(navigator: Navigator, user: SignedInUser?, then: String) {
        self.navigator = navigator
        self.user = user
        self.then = then
    }

    func start() throws -> Outcome {
        guard let user else { return .notFound("No such member.") }
        try navigator.signIn(user)
        return .redirect(to: then)
    }
}

/// Shows a page holding a form and nothing else.
private final class FormPageCoordinator: Coordinating {
    func start() throws -> Outcome {
        let page = Page<FormPageView>()
        page.show(FormPageView.Model())
        return .show(page)
    }
}

private struct FormPageView: ScreenView {
    struct Model: Encodable {}

    let model: Model

    var title: String { "Test form" }

    var body: some HTML {
        H1("Test form")
        Form(action: TestSupportPaths.testForm.location, method: .post) {
            SubmitButton("Send")
        }
    }
}
