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
        router.get(TestSupportPaths.testSignIn, .anyone, TestSignInCoordinator(user: user, then: then))
        router.get(TestSupportPaths.testForm, .anyone, FormPageCoordinator())
    }
}

/// Signs the user in and moves on, or answers 404 when there is no such user.
private struct TestSignInCoordinator: Coordinator {
    typealias View = StatusView

    let user: @Sendable (Int) throws -> SignedInUser?
    let then: String

    func start(_ request: ScreenRequest<SignedInUser?, Int, NoFields>) throws -> Answer<StatusView.Model, Void> {
        guard let user = try user(request.parameters) else { return .notFound("No such member.") }
        return Answer.go(()).signingIn(user)
    }

    func location(of destination: Void) -> String {
        then
    }
}

/// Shows a page holding a form and nothing else.
private struct FormPageCoordinator: Coordinator {
    typealias View = FormPageView

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<FormPageView.Model, Never> {
        .show(FormPageView.Model())
    }
}

private struct FormPageView: ScreenView {
    struct Model: Encodable {}

    let model: Model

    func title(in language: Language) -> String { "Test form" }

    var body: some HTML {
        H1("Test form")
        Form(action: TestSupportPaths.testForm.location, method: .post) {
            SubmitButton("Send")
        }
    }
}
