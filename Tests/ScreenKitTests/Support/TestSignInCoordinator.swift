import ScreenKit

/// Signs a test user in without a password and moves on through the app's flow, as a real
/// sign-in form does: the session starts with the answer, remembered when asked.
struct TestSignInCoordinator: Coordinator {
    typealias View = NoteView

    let flow: any FlowType<TestDestination>

    func start(_ request: ScreenRequest<SignedInUser?, Void, TestSignInForm>) throws -> Answer<NoteView.Model, TestDestination> {
        guard case .submit(let form) = request.action else { return .show(NoteView.Model("Sign in here")) }
        guard let user = TestUsers.user(id: form.userID) else {
            return .status(.unprocessableContent, message: "No such user.")
        }
        return Answer.go(.newGreeting).signingIn(user, remember: form.remember != nil)
    }

    func location(of destination: TestDestination) -> String {
        flow.location(of: destination)
    }
}
