import HTTPCore
import ScreenKit
import ViewCode

/// The sign-up screen's page: implements its viewable, and is shown by the navigator.
final class RegisterPage: Screen, RegisterViewable {
    private(set) var model = RegisterViewModel()
    private(set) var status = HTTPStatus.ok

    var title: String { "Create account" }

    var content: some HTML {
        RegisterView(model: model)
    }

    func show(_ model: RegisterViewModel) {
        self.model = model
        status = .ok
    }

    func showFieldErrors(_ model: RegisterViewModel) {
        self.model = model
        status = .unprocessableContent
    }
}
