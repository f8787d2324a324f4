import HTTPCore
import ScreenKit
import ViewCode

/// The sign-in screen's page: implements its viewable, and is shown by the navigator.
final class LoginPage: Screen, LoginViewable {
    private(set) var model = LoginViewModel()
    private(set) var status = HTTPStatus.ok

    var title: String { "Sign in" }

    var content: some HTML {
        LoginView(model: model)
    }

    func show(_ model: LoginViewModel) {
        self.model = model
        status = .ok
    }

    func showSignInFailure(_ model: LoginViewModel) {
        self.model = model
        status = .unprocessableContent
    }

    func showTooManyAttempts(_ model: LoginViewModel) {
        self.model = model
        status = .tooManyRequests
    }
}
