import HTTPCore
import ScreenKit
import ViewCode

/// A page with a form and nothing else, for taking a CSRF token as a visitor.
struct AnonymousFormScreen: Screen {
    var title: String { "Test form" }
    var status: HTTPStatus { .ok }
    var model: [String: String] { [:] }

    var content: some HTML {
        H1("Test form")
        Form(action: TestRoutesFeature.formPath, method: .post) {
            SubmitButton("Send")
        }
    }
}
